import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthCallbackPage } from '@/features/auth/components/auth-callback-page';
import { AuthRedirectPage } from '@/features/auth/components/auth-redirect-page';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

const trainingCenter = lazyPage(() => import('@/features/emails/components/intelligence-center-page'));
const replies = lazyPage(() => import('@/features/replies/components/replies-page'));
const followups = lazyPage(() => import('@/features/followups/components/followups-page'));
const preview = lazyPage(() => import('@/features/preview/components/preview-page'));
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));
const projects = named(() => import('@/features/projects/components/projects-page'), 'ProjectsPage');
const tasks = named(() => import('@/features/tasks/components/tasks-page'), 'TasksPage');
const services = named(() => import('@/features/services/components/services-page'), 'ServicesPage');
const templates = named(() => import('@/features/templates/components/templates-page'), 'TemplatesPage');
const rules = named(() => import('@/features/rules/components/rules-page'), 'RulesPage');
const style = named(() => import('@/features/style/components/style-page'), 'StylePage');
const contexts = named(() => import('@/features/contexts/components/contexts-page'), 'ContextsPage');
const sync = named(() => import('@/features/sync/components/sync-page'), 'SyncPage');
const audit = named(() => import('@/features/audit/components/audit-page'), 'AuditPage');
const settings = named(() => import('@/features/settings/components/settings-page'), 'SettingsPage');
const archives = named(() => import('@/features/archives/components/archives-page'), 'ArchivesPage');
const help = named(() => import('@/features/help/components/help-page'), 'HelpPage');
// The first screen's code starts loading with the app instead of after the first render.
if (typeof window !== 'undefined' && window.location.pathname === '/') void trainingCenter.preload();

/**
 * Section routes of docs/behaviour.md, Routes. Each area's page (src/features/<area>) goes in `element` as it is
 * built; until then the shell shows the section title over an empty content area.
 */
const sectionRoutes: RouteObject[] = [
  { index: true, element: trainingCenter.element },
  { path: 'replies', element: replies.element },
  { path: 'followups', element: followups.element },
  { path: 'projects', element: projects.element },
  { path: 'tasks', element: tasks.element },
  { path: 'services', element: services.element },
  { path: 'templates', element: templates.element },
  { path: 'rules', element: rules.element },
  { path: 'style', element: style.element },
  { path: 'contexts', element: contexts.element },
  { path: 'preview', element: preview.element },
  { path: 'sync', element: sync.element },
  { path: 'audit', element: audit.element },
  { path: 'settings', element: settings.element },
  { path: 'archives', element: archives.element },
  { path: 'help', element: help.element },
];

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    children: [
      { path: 'auth/redirect', element: <AuthRedirectPage /> },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      { element: <AppLayout />, children: sectionRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

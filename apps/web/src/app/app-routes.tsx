import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AuthCallbackPage } from '@/features/auth/components/auth-callback-page';
import { AuthRedirectPage } from '@/features/auth/components/auth-redirect-page';
import { AppLayout } from './layout/app-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { SECTIONS, type SectionPath } from './route-table';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));

/** Each screen's page, loaded on its first visit (a screen of the route table without a page does not typecheck). */
const PAGES: Record<SectionPath, LazyPage> = {
  '/': lazyPage(() => import('@/features/emails/components/intelligence-center-page')),
  '/replies': lazyPage(() => import('@/features/replies/components/replies-page')),
  '/followups': lazyPage(() => import('@/features/followups/components/followups-page')),
  '/projects': named(() => import('@/features/projects/components/projects-page'), 'ProjectsPage'),
  '/tasks': named(() => import('@/features/tasks/components/tasks-page'), 'TasksPage'),
  '/services': named(() => import('@/features/services/components/services-page'), 'ServicesPage'),
  '/templates': named(() => import('@/features/templates/components/templates-page'), 'TemplatesPage'),
  '/rules': named(() => import('@/features/rules/components/rules-page'), 'RulesPage'),
  '/style': named(() => import('@/features/style/components/style-page'), 'StylePage'),
  '/contexts': named(() => import('@/features/contexts/components/contexts-page'), 'ContextsPage'),
  '/preview': lazyPage(() => import('@/features/preview/components/preview-page')),
  '/sync': named(() => import('@/features/sync/components/sync-page'), 'SyncPage'),
  '/audit': named(() => import('@/features/audit/components/audit-page'), 'AuditPage'),
  '/settings': named(() => import('@/features/settings/components/settings-page'), 'SettingsPage'),
  '/archives': named(() => import('@/features/archives/components/archives-page'), 'ArchivesPage'),
  '/help': named(() => import('@/features/help/components/help-page'), 'HelpPage'),
};
/** Starts loading a screen's code before it is rendered (the entry does it for the screen the app opens on). */
export const preloadPage = (path: SectionPath) => PAGES[path].preload();

const sectionRoutes: RouteObject[] = SECTIONS.map(({ path }) =>
  path === '/' ? { index: true, element: PAGES[path].element } : { path: path.slice(1), element: PAGES[path].element },
);

const routes: RouteObject[] = [
  { path: 'auth/redirect', element: <AuthRedirectPage /> },
  { path: 'auth/callback', element: <AuthCallbackPage /> },
  { element: <AppLayout />, children: sectionRoutes },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The route tree, rendered inside a <BrowserRouter> (or a <MemoryRouter> in tests). Declarative
 * routing, not a data router: the app has no loaders or actions, and the data router's code was
 * 16 KiB gzip of the first screen's JS (docs/performance.md, Web).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

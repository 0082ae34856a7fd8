import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthCallbackPage } from '@/features/auth/components/auth-callback-page';
import { AuthRedirectPage } from '@/features/auth/components/auth-redirect-page';
import { ProjectsPage } from '@/features/projects/components/projects-page';
import { ServicesPage } from '@/features/services/components/services-page';
import { TasksPage } from '@/features/tasks/components/tasks-page';
import { TemplatesPage } from '@/features/templates/components/templates-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/**
 * Section routes of spec §2. Each area's page (src/features/<area>) goes in `element` as it is
 * built; until then the shell shows the section title over an empty content area.
 */
const sectionRoutes: RouteObject[] = [
  { index: true, element: null },
  { path: 'replies', element: null },
  { path: 'projects', element: <ProjectsPage /> },
  { path: 'tasks', element: <TasksPage /> },
  { path: 'services', element: <ServicesPage /> },
  { path: 'templates', element: <TemplatesPage /> },
  { path: 'rules', element: null },
  { path: 'style', element: null },
  { path: 'contexts', element: null },
  { path: 'preview', element: null },
  { path: 'sync', element: null },
  { path: 'audit', element: null },
  { path: 'settings', element: null },
  { path: 'archives', element: null },
  { path: 'help', element: null },
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

import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { CommandCenter } from '../commands/command-center';
import { ErrorBoundary } from '../error-boundary';
import { RequireAuth } from '../guards/require-auth';
import { Header } from './header';
import { Sidebar } from './sidebar';

/**
 * Only phones show the drawer (Radix Dialog, focus scope, scroll lock): its code loads there as the
 * shell mounts and never on wider screens (docs/performance.md, The first screen's JS). Closed, it
 * renders nothing, so there is nothing to stand in for while it loads.
 */
const SidebarDrawer = lazy(() => import('./sidebar-drawer').then((m) => ({ default: m.SidebarDrawer })));

/** The protected shell: sidebar (a drawer on phones), header with user menu, and the current section. */
export function AppLayout() {
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [pathname]);
  return (
    <RequireAuth>
      <CommandCenter>
        <div className="flex h-svh overflow-hidden">
          {phone ? (
            <Suspense fallback={null}>
              <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
            </Suspense>
          ) : (
            <Sidebar />
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <Header onOpenMenu={phone ? () => setDrawerOpen(true) : undefined} />
            <main className="flex-1 overflow-y-auto p-3 sm:p-6">
              <ErrorBoundary resetKey={pathname}>
                <Outlet />
              </ErrorBoundary>
            </main>
          </div>
        </div>
      </CommandCenter>
    </RequireAuth>
  );
}

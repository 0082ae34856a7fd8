import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { CommandCenter } from '../commands/command-center';
import { ErrorBoundary } from '../error-boundary';
import { RequireAuth } from '../guards/require-auth';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { SidebarDrawer } from './sidebar-drawer';

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
          {phone ? <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} /> : <Sidebar />}
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

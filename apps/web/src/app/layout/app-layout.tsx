import { Outlet, useLocation } from 'react-router';
import { CommandCenter } from '../commands/command-center';
import { ErrorBoundary } from '../error-boundary';
import { RequireAuth } from '../guards/require-auth';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** The protected shell: sidebar, header with user menu, and the current section. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <RequireAuth>
      <CommandCenter>
        <div className="flex h-svh overflow-hidden">
          <Sidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <Header />
            <main className="flex-1 overflow-y-auto p-6">
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

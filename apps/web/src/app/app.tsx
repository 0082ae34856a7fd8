import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';

// A full reload is the only reset that also rebuilds a broken shell.
const reload = () => window.location.reload();

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        {/* Last line of defence for errors outside the content boundary (e.g. in the shell itself). */}
        <ErrorBoundary onRetry={reload} className="min-h-svh">
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </Providers>
  );
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** Last line of defence for errors outside the content boundary (e.g. in the shell itself). */
export function RouteError() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  // A full reload is the only reset that also rebuilds a broken shell.
  return <ErrorScreen error={shown} onRetry={() => window.location.reload()} className="min-h-svh" />;
}

import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { Providers } from '@/app/providers';

interface TestRouter {
  /** Where the app is now (read it after the app has rendered). */
  readonly state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/** Renders the real route tree and providers at a path. */
export function renderApp(path = '/') {
  let location: Location | undefined;
  let navigate: NavigateFunction | undefined;
  function Probe() {
    location = useLocation();
    navigate = useNavigate();
    return null;
  }
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('renderApp: the router has not rendered yet');
      return { location };
    },
    navigate: async (to) => {
      if (!navigate) throw new Error('renderApp: the router has not rendered yet');
      await navigate(to);
    },
  };
  return { router, ...view };
}

import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingState } from '@/components/ui/loading-state';

/**
 * A route element whose page is loaded on first visit (route-level code splitting), so the first
 * screen's JS stays small. `preload` starts loading before the route is entered; once loaded, the
 * page renders directly instead of suspending (React holds a revealed Suspense boundary back for
 * up to 300 ms, which would delay the first screen for nothing).
 */
export interface LazyPage {
  element: ReactElement;
  preload: () => Promise<unknown>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const once = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(once);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return {
    element: (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    ),
    preload: once,
  };
}

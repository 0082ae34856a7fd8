import { useEffect, useReducer, useState, type ComponentType, type ReactElement } from 'react';
import { LoadingState } from '@/components/ui/loading-state';

/**
 * A route element whose page is loaded on first visit (route-level code splitting), so the first
 * screen's JS stays small. `preload` starts loading before the route is entered.
 */
export interface LazyPage {
  element: ReactElement;
  preload: () => Promise<unknown>;
}

/**
 * Not React.lazy and Suspense: React holds back the reveal of a Suspense boundary's content until
 * 300 ms after its fallback showed, so a page whose code arrived 20 ms after the shell drew its
 * loading line still waited 300 ms (the first cards came at 881 ms instead of about 600 here). The
 * page is swapped in by a state update instead, which React commits at once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const once = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Not kept: the error boundary's 'Try again' loads the page's code again.
        pending = undefined;
        throw error;
      },
    ));
  function Page() {
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const Loaded = loaded;
    // Keyed on what this render had: code that arrives between the render and the effect still
    // re-renders (the settled promise answers at once).
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      void once().then(
        () => live && arrived(),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    // A chunk that cannot load goes to the route's error boundary, as React.lazy's would.
    if (failure) throw failure.error;
    return Loaded ? <Loaded /> : <LoadingState />;
  }
  return { element: <Page />, preload: once };
}

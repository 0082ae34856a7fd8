import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadToasts, toasterRequested } from '@/components/ui/toast';

const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })));

/** Idle time after which the toast library loads anyway, so the first toast shows at once. */
const IDLE_LOAD_MS = 1500;

/** Where toasts show; mounted on the first toast or once the first screen has settled. */
export function ToastLayer() {
  const requested = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get);
  useEffect(() => {
    const timer = setTimeout(() => void loadToasts(), IDLE_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {/*
        Bottom right: over no header control and no page's main button (those sit top and left).
        Above dialogs (z-50), whose saves toast, but under the phone's menu drawer (z-70), which
        would otherwise lose its bottom links to a phone-wide toast, as a snackbar goes under a drawer.
      */}
      <Toaster position="bottom-right" richColors closeButton visibleToasts={3} style={{ zIndex: 60 }} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';

const loadSnoozeDialog = () => import('./snooze-dialog');
const SnoozeDialog = lazy(() => loadSnoozeDialog().then((m) => ({ default: m.SnoozeDialog })));

/** Idle time after which the dialog's code loads anyway, so 's' opens it at once. */
const IDLE_LOAD_MS = 1500;

/**
 * The snooze choices, mounted only while emails are being snoozed; their code stays out of the
 * review screen's first paint (docs/performance.md, The first screen's JS).
 */
export function SnoozeDialogOnDemand(props: ComponentProps<typeof SnoozeDialog>) {
  useEffect(() => {
    const timer = setTimeout(() => void loadSnoozeDialog(), IDLE_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  if (props.count === 0) return null;
  return (
    <Suspense fallback={null}>
      <SnoozeDialog {...props} />
    </Suspense>
  );
}

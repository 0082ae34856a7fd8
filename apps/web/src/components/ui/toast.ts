import type { toast as sonnerToast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'info';

type Sonner = typeof import('sonner');
type SonnerToast = typeof sonnerToast;

let sonner: Promise<Sonner> | undefined;
const wanted = new Set<() => void>();
let toasterWanted = false;

/**
 * The toast library loads on the first toast or once the app is idle, not with the first screen
 * (docs/performance.md, Web). The Toaster replays toasts made before it mounted, so none is lost.
 */
export function loadToasts(): Promise<Sonner> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const notify of wanted) notify();
  }
  return (sonner ??= import('sonner'));
}

/** For the Toaster's mount point: true once anything asked for toasts. */
export const toasterRequested = {
  subscribe: (notify: () => void) => {
    wanted.add(notify);
    return () => void wanted.delete(notify);
  },
  get: () => toasterWanted,
};

type Show = (...args: Parameters<SonnerToast['success']>) => void;
const later =
  (pick: (t: SonnerToast) => (...args: Parameters<Show>) => unknown): Show =>
  (...args) =>
    void loadToasts().then(({ toast: t }) => pick(t)(...args));

/** sonner's toast calls, made once the library is in (calls keep their order). */
export const toast = {
  success: later((t) => t.success),
  info: later((t) => t.info),
  error: later((t) => t.error),
  loading: later((t) => t.loading),
  dismiss: (id?: string | number) => void loadToasts().then(({ toast: t }) => t.dismiss(id)),
};

const shown: Partial<Record<ToastKind, string>> = {};
let serial = 0;

/**
 * One toast per kind at a time: a new one dismisses the last of its kind, so toasts never pile up
 * over the page. Each gets a fresh id: reusing one id lets a toast that is already fading out
 * swallow its successor, which then never shows.
 */
export function nextToastId(kind: ToastKind): string {
  const previous = shown[kind];
  if (previous) toast.dismiss(previous);
  serial += 1;
  const id = `${kind}-${serial}`;
  shown[kind] = id;
  return id;
}

/** The spec's failure text as the title, the server's message (when there is one) beneath it. */
export function toastError(title: string, error?: unknown) {
  const description = error instanceof Error && error.message && error.message !== title ? error.message : undefined;
  toast.error(title, { id: nextToastId('error'), description, action: undefined });
}

export function toastSuccess(title: string, description?: string) {
  toast.success(title, { id: nextToastId('success'), description, action: undefined });
}

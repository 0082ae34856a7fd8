import { toast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'info';

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

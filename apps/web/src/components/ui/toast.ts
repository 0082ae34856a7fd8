import { toast } from 'sonner';

/**
 * One toast per kind at a time: a new success replaces the last success (its id), so toasts never
 * pile up over the page.
 */
export const TOAST_IDS = { success: 'success', error: 'error', info: 'info' } as const;

/** The spec's failure text as the title, the server's message (when there is one) beneath it. */
export function toastError(title: string, error?: unknown) {
  const description = error instanceof Error && error.message && error.message !== title ? error.message : undefined;
  toast.error(title, { id: TOAST_IDS.error, description, action: undefined });
}

export function toastSuccess(title: string, description?: string) {
  toast.success(title, { id: TOAST_IDS.success, description, action: undefined });
}

import { toast } from 'sonner';

/** The spec's failure text as the title, the server's message (when there is one) beneath it. */
export function toastError(title: string, error?: unknown) {
  const description = error instanceof Error && error.message && error.message !== title ? error.message : undefined;
  toast.error(title, description ? { description } : undefined);
}

export function toastSuccess(title: string, description?: string) {
  toast.success(title, description ? { description } : undefined);
}

/** The select trigger's look, shared by the Radix trigger and the placeholder that stands in for it until it loads. */
export const SELECT_TRIGGER_CLASS =
  'flex h-9 items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input aria-invalid:border-destructive bg-card px-3 py-2 text-sm shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 cursor-pointer';

/** When a message arrived, as the email card, the reading pane and the source-email dialog show it: 'Mar 4, 2026, 9:05 AM'. */
export const formatReceived = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
    : '';

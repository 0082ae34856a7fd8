// One formatter each, made on first use: toLocaleString() with options builds a new Intl formatter on
// every call, which cost the queue's rows 5 ms a render (one per row on each j or k).
let full: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

/** When a message arrived, as the email card, the reading pane and the source-email dialog show it: 'Mar 4, 2026, 9:05 AM'. */
export const formatReceived = (iso: string | null) => {
  if (!iso) return '';
  full ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return full.format(new Date(iso));
};

/** The compact list's short form: the time for today's mail ('9:05 AM'), else the day ('Mar 4'). */
export const formatReceivedShort = (iso: string | null, now = new Date()) => {
  if (!iso) return '';
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) {
    time ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
    return time.format(date);
  }
  day ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
  return day.format(date);
};

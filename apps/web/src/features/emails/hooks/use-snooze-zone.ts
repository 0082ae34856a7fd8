import { useContexts } from '@/features/contexts';
import { browserTimeZone } from '../lib/snooze-times';

/** Snooze times are read in the user's context time zone (their first context), else the browser's. */
export function useSnoozeZone(): string {
  const contexts = useContexts();
  return contexts.data?.[0]?.timezone ?? browserTimeZone();
}

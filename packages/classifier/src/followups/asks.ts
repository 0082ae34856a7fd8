import { detectRequests } from '../tasks/request-detector.js';
import { latestMessage } from '../text/latest-message.js';
import { splitSentences } from '../text/sentences.js';

/**
 * Whether a message the user sent asks something of its recipients: the same request detector that
 * finds tasks in received mail, run on the user's own latest text, or a direct question. A sent
 * "Thanks, got it" waits on nobody.
 */
export function asksSomething(body: string | null): boolean {
  const latest = latestMessage(body ?? '');
  if (detectRequests(latest).length > 0) return true;
  return splitSentences(latest).some((s) => s.endsWith('?') && s.split(' ').length >= 3);
}

import { classify } from '../classify/classify.js';
import type { EmailInput } from '../types.js';
import { context, email } from './fixtures.js';

/**
 * Mail to Sam (sam@triage.test), classified as the product does: `classified` gives the whole result,
 * `tasksOf` each task as a reader checks it (its title, and its day when the email stated one).
 * `defaults` are the sender and whatever else every email of a test file shares.
 */
export function mailToSam(defaults: Partial<EmailInput> = {}) {
  const classified = (over: Partial<EmailInput> = {}) =>
    classify(email({ ...defaults, ...over }), context({ ownerAddresses: ['sam@triage.test'] }));
  const tasksOf = (over: Partial<EmailInput> = {}) =>
    classified(over).proposedTasks.map((t) => ({ title: t.title, due: t.dueSource === 'email' ? t.dueDate : null }));
  return { classified, tasksOf };
}

import { forwardedMessage } from '../text/latest-message.js';
import type { EmailInput } from '../types.js';
import { audienceOf, type Audience } from './audience.js';
import { sameDomain } from './colleague.js';

/**
 * A bare forward is read as its message when that message was written to the owner: one first sent to
 * the owner too (a sender re-sending their own mail, "FW: Assignment of transaction no. 1"), or one a
 * colleague sends on to the owner alone without a word (a manager handing on a client's questions).
 */
export function resentToOwner(
  email: EmailInput,
  audience: Audience,
  owners: readonly string[] | undefined,
  ownerName: string | null,
): string {
  const forwarded = audience.role === 'to' ? forwardedMessage(email.bodyText) : null;
  if (!forwarded) return '';
  const first = audienceOf({ ...email, to: forwarded.recipients.map((address) => ({ name: null, address })), cc: [] }, owners, ownerName);
  const handedOn = audience.recipients === 1 && sameDomain(email.fromAddress, owners);
  return first.role === 'to' || handedOn ? forwarded.body : '';
}

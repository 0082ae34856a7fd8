import type { EmailInput } from '../types.js';
import { nameForms } from './nicknames.js';

/**
 * Whose mail it is. `to`: the owner is a direct recipient; `cc`: copied;
 * `absent`: the owner's address is on neither line (a list, a bcc, an alias; with no recipients at
 * all, an undisclosed list: how announcements go out);
 * `unknown`: the owner's addresses were not given.
 */
type OwnerRole = 'to' | 'cc' | 'absent' | 'unknown';

export type Audience = {
  role: OwnerRole;
  /** To and Cc together. */
  recipients: number;
  /** The owner's first names, lower-case ("craig"), to tell a request to the owner from one to someone else. */
  ownerNames: string[];
  /** First names of the other recipients, lower-case. */
  otherNames: string[];
  /** The owner wrote it (mail they sent, read back or uploaded with the rest). */
  fromOwner: boolean;
};

/** At this many recipients an email is an announcement to a crowd, whoever is on the To line. */
export const BROADCAST_RECIPIENTS = 15;

export const firstNameOf = (name: string | null, address: string): string | null => {
  const display = (name ?? '').replace(/["']/g, '').trim();
  const first = display.includes(',') ? display.split(',')[1]?.trim().split(/\s+/)[0] : display.split(/\s+/)[0];
  if (first && /^\p{L}{2,}$/u.test(first) && !display.includes('@')) return first.toLowerCase();
  const local = /^([a-z]{2,})[._]/i.exec(address.split('@')[0] ?? '');
  return local ? local[1]!.toLowerCase() : null;
};

/**
 * Mail systems give one person several forms of an address ("dan.j.hyvl@"
 * and "dan.hyvl@"): the same domain with the same first and last name is the
 * same mailbox.
 */
function samePerson(a: string, b: string): boolean {
  const [localA = '', domainA] = a.split('@');
  const [localB = '', domainB] = b.split('@');
  if (domainA !== domainB) return false;
  const partsA = localA.split(/[._]+/).filter(Boolean);
  const partsB = localB.split(/[._]+/).filter(Boolean);
  if (partsA.length < 2 || partsB.length < 2) return false;
  return partsA[0] === partsB[0] && partsA.at(-1) === partsB.at(-1) && partsA[0]!.length > 1 && partsA.at(-1)!.length > 1;
}

export function audienceOf(email: EmailInput, ownerAddresses: readonly string[] | undefined, ownerName: string | null): Audience {
  const owners = new Set((ownerAddresses ?? []).map((a) => a.trim().toLowerCase()).filter(Boolean));
  const isOwner = (address: string) => owners.has(address.toLowerCase()) || [...owners].some((o) => samePerson(o, address.toLowerCase()));
  const role: OwnerRole =
    owners.size === 0
      ? 'unknown'
      : email.to.some((r) => isOwner(r.address))
        ? 'to'
        : email.cc.some((r) => isOwner(r.address))
          ? 'cc'
          : 'absent';
  const ownerNames = new Set<string>();
  const first = ownerName?.trim().split(/\s+/)[0];
  if (first && /^\p{L}{2,}$/u.test(first)) ownerNames.add(first.toLowerCase());
  for (const a of owners) {
    const name = firstNameOf(null, a);
    if (name) ownerNames.add(name);
  }
  for (const name of [...ownerNames]) for (const form of nameForms(name)) ownerNames.add(form);
  const otherNames = new Set<string>();
  for (const r of [...email.to, ...email.cc]) {
    if (isOwner(r.address)) continue;
    const name = firstNameOf(r.name, r.address);
    if (name && !ownerNames.has(name)) otherNames.add(name);
  }
  const fromOwner = !!email.fromAddress && owners.size > 0 && isOwner(email.fromAddress);
  return { role, recipients: email.to.length + email.cc.length, ownerNames: [...ownerNames], otherNames: [...otherNames], fromOwner };
}

/**
 * "Craig, please ..." / "Ann and Bob - can you ..." / "Priya – please ..." / "Alex can u ...": the names a
 * sentence opens by addressing.
 */
export function addressees(sentence: string): string[] {
  const m =
    /^\s*((?:[A-Z][a-z'-]+)(?:\s*(?:,|and|&|\/)\s*[A-Z][a-z'-]+)*)\s*(?:[,:]|\s[-–—]\s|\s(?=(?:please|pls|plz)\b|(?:can|could|would|will)\s+(?:you|u)\b))/.exec(
      sentence,
    );
  if (!m) return [];
  return m[1]!
    .split(/\s*(?:,|and|&|\/)\s*/)
    .map((n) => n.toLowerCase())
    .filter((n) => !NOT_NAMES.has(n));
}

const NOT_NAMES = new Set(
  'also and so but ok okay hi hello hey thanks finally meanwhile then anyway please note fyi team all everyone folks guys yes no well sorry first second again'.split(
    ' ',
  ),
);

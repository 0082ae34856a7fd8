/** Subject words that describe the email, not the meeting ("URGENT - REQUIRES IMMEDIATE ACTION - UBS Orientation"). */
const NOISE = /\b(urgent|important|reminder|requires immediate action|action required|please read|fyi|save the date|invitation|updated|new time|new date)\b\s*[:!-]*\s*/gi;
const MEETING_ABOUT = /^(meeting|call|conference call|discussion|review)\s+(to discuss|about|regarding|re:?|on)\s+/i;
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** "Attend UBS Orientation tomorrow @The Houstonian (Thu, Jan 24)": what and when, from the invitation. */
export function meetingTitle(subject: string, day: Date | null, received: Date): string {
  const what =
    subject
      .replace(/^\s*((re|fw|fwd)\s*:\s*)+/i, '')
      .replace(NOISE, '')
      .replace(/^[\s:;,-]+|[\s:;,-]+$/g, '')
      // "Meeting to discuss Tri-Union's SWAP" -> "the meeting on Tri-Union's SWAP".
      .replace(MEETING_ABOUT, (_, kind: string) => `the ${kind.toLowerCase()} on `)
      .trim() || 'the meeting';
  const when = day && day.getTime() >= received.getTime() ? ` (${DAY.format(day)})` : '';
  return `Attend ${what}${when}`;
}

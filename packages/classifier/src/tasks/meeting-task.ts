/** Subject words that describe the email, not the meeting ("URGENT - REQUIRES IMMEDIATE ACTION - UBS Orientation"). */
const NOISE =
  /\b(urgent|important|reminder|requires immediate action|action required|please read|fyi|save the date|invitation( to)?|your attendance (at|is requested at)|(now )?available|updated|new time|new date|moved|rescheduled|postponed|changed|time change)\b\s*[:!-]*\s*/gi;
const MEETING_ABOUT = /^(meeting|call|conference call|discussion|review)\s+(to discuss|about|regarding|re:?|on)\s+/i;
/** The when of a subject ("Interviews Thursday", "Interviews November", "tomorrow", "6/29"): the title gives the day itself. */
const WHEN_WORDS =
  /\s*\b(today|tomorrow|tonight|this (morning|afternoon|evening|week)|next week|(mon|tues|wednes|thurs|fri|satur|sun)day|(january|february|march|april|june|july|august|september|october|november|december)(\s+\d{1,2}(st|nd|rd|th)?)?|\d{1,2}\/\d{1,2}(\/\d{2,4})?)\b/gi;
/** A time of day in a subject ("TUESDAY 8 a.m. - All-Employee Meeting") is when, not what. */
const TIME_OF_DAY = /\s*\b\d{1,2}(:\d{2})?\s*(a\.m\.|p\.m\.|am\b|pm\b)/gi;
/**
 * Words that name an event. A subject with one names what to attend ("ENA Trading Track - Interviews");
 * one without is the topic of a meeting ("Great Lakes representative", "LM-6000 deals").
 */
const EVENT =
  /\b(meetings?|interviews?|orientation|conference|call|dinner|lunch|breakfast|training|session|presentation|party|panel|workshop|seminar|offsite|off-site|reception|webinar|briefing|review|celebration|class|course|forum|summit|town hall|all-hands|appointment|visit|tour|event|ceremony)\b/i;
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** "Attend the UBS Orientation @The Houstonian (Thu, Jan 24)", "Attend the meeting on LM-6000 deals (Wed, Jan 19)". */
export function meetingTitle(subject: string, day: Date | null, received: Date, body = ''): string {
  const cleaned = eventName(subject) || eventName(namingLine(body));
  const about = MEETING_ABOUT.exec(cleaned);
  // "Meeting to discuss Tri-Union's SWAP" -> "the meeting on Tri-Union's SWAP".
  // "Discuss possible plans for automation": a meeting named by what it is to do.
  const purpose = /^(discuss|review|plan|go over|talk about|walk through|decide)\b/i.test(cleaned);
  const what = !cleaned
    ? 'the meeting'
    : purpose
      ? `the meeting to ${cleaned[0]!.toLowerCase()}${cleaned.slice(1)}`
      : about
        ? `the ${about[1]!.toLowerCase()} on ${cleaned.slice(about[0].length)}`
        : EVENT.test(cleaned)
          ? `${/^(the|a|an|our|my|your)\b/i.test(cleaned) ? '' : 'the '}${cleaned}`
          : `the meeting on ${cleaned}`;
  const when = day && day.getTime() >= received.getTime() ? ` (${DAY.format(day)})` : '';
  return `Attend ${what}${when}`;
}

/**
 * "New Time Proposed: Budget review": an invitee asks the organiser to move the meeting, answered in the
 * calendar by accepting or declining the time they proposed.
 */
const NEW_TIME = /^\s*new time proposed\s*:\s*(.+)$/i;

export function proposedTimeTitle(subject: string, who: string): string | null {
  const meeting = NEW_TIME.exec(subject)?.[1];
  if (!meeting) return null;
  const name = eventName(meeting);
  const what = !name ? 'the meeting' : EVENT.test(name) ? `the ${name}` : `the meeting on ${name}`;
  return `Accept or decline ${who}'s proposed time for ${what}`;
}

/**
 * A "Save the Date!" subject names no event; the card does, on a short line of its own
 * ("Enron Law Conference" above "May 2-4, 2001").
 */
const NAMING_LINE_WORDS = 8;
const namingLine = (body: string) =>
  body
    .split('\n')
    .map((l) => l.trim())
    .find(
      (l) =>
        l.split(/\s+/).length <= NAMING_LINE_WORDS && !/[.?!]$/.test(l) && !MEETING_ABOUT.test(l) && EVENT.test(l) && /^\p{Lu}/u.test(l),
    ) ?? '';

function eventName(text: string): string {
  return (
    text
      .replace(/^\s*((re|fw|fwd)\s*:\s*)+/i, '')
      // Calendar invitations: "Invitation: Design review @ Thu Dec 3, 2pm - 3pm (EST) (alex@...)" - the rest is when.
      .replace(/\s+@\s+(?=(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\d).*$/i, '')
      .replace(NOISE, '')
      .replace(WHEN_WORDS, '')
      .replace(TIME_OF_DAY, '')
      // "ENA Trading Track - Interviews" reads "ENA Trading Track Interviews".
      .replace(/\s+-\s+/g, ' ')
      .replace(/^[\s:;,-]+|[\s:;,-]+$/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

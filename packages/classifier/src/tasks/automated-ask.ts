import { splitSentences } from '../text/sentences.js';
import { toCandidates, type Candidate } from './candidates.js';
import { assignedTask, formInvite } from './assigned-work.js';
import { carriedNote } from './carried-note.js';
import type { DueMention } from './due-date.js';
import { detectRequests } from './request-detector.js';
import {
  appointmentTitle,
  approvalInBody,
  invoiceAsk,
  notificationAsk,
  pickupTitle,
  replyToConfirm,
  reviewInBody,
} from './notification-ask.js';

/** A notification's subject asks in a fixed form ("waiting for your approval"), so its task is fairly sure. */
const NOTIFICATION_ASK_CONFIDENCE = 0.8;

/** Automated mail: only what its subject asks for ("Approval required: ..."); its body is boilerplate. */
export function automatedAsk(
  subject: string,
  body: string,
  fromName: string | null,
  due: (sentence: string) => DueMention | null,
): Candidate[] {
  // A planner's assignment or a form to fill in names the work in the body, the subject only that there is some.
  const work = assignedTask(body) ?? formInvite(body);
  if (work)
    return [
      {
        sentence: work.sentence,
        probability: NOTIFICATION_ASK_CONFIDENCE,
        index: 0,
        action: { kind: 'do', text: work.title },
        title: work.title,
      },
    ];
  // A mention or a share with a note carries a person's ask, answered where it was written.
  const note = carriedNote(body, subject);
  const asked = note ? detectRequests(note.text) : [];
  if (note && asked.length > 0) return toCandidates(asked, note.who, subject, due);
  // The subject is the sentence, so the day it names ("Tuesday at 3:30 PM") dates the task; a subject that only
  // says "Appointment reminder" leaves the day and the person to the body's sentence about it.
  const told = due(subject) ? null : splitSentences(body).find((s) => /\bappointment\b/i.test(s) && due(s));
  const appointment = appointmentTitle(subject, told);
  if (appointment) {
    const attend: Candidate = {
      sentence: told ?? subject,
      probability: NOTIFICATION_ASK_CONFIDENCE,
      index: 0,
      action: { kind: 'do', text: appointment },
      title: appointment,
    };
    // "Please reply C to confirm": confirming is a second thing to do, done by replying, by the appointment's day.
    const code = replyToConfirm(body);
    const confirm = `${appointment.replace(/^Attend\b/, 'Confirm')} (reply ${code})`;
    return code ? [{ ...attend, action: { kind: 'answer', text: confirm }, title: confirm }, attend] : [attend];
  }
  const sentence =
    notificationAsk(subject) ??
    reviewInBody(subject, body) ??
    approvalInBody(subject, body) ??
    invoiceAsk(subject, body) ??
    pickupTitle(subject, body, fromName);
  return sentence
    ? [{ sentence, probability: NOTIFICATION_ASK_CONFIDENCE, index: 0, action: { kind: 'do', text: sentence }, title: sentence }]
    : [];
}

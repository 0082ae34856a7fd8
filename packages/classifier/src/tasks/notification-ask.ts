import { startsWithImperative } from './imperative-verbs.js';

/**
 * What an automated notification asks of its reader, read from its subject:
 * approval and signature requests, review requests, "Action required: ...".
 * Returns a sentence in the imperative for the task ("Approve - 3 expense
 * reports are waiting for your approval"), or null when the subject asks nothing.
 */
const ASKS: [RegExp, string][] = [
  [/\b(waiting for|awaiting|pending|requires?|needs?)\s+your\s+approval\b|\bapprovals?\s+(required|needed|requested|pending)\b/i, 'Approve'],
  [/\b(waiting for|awaiting|pending|requires?|needs?)\s+your\s+signature\b|\bsignature\s+(required|needed|requested)\b|^\s*please\s+sign\b/i, 'Sign'],
  [/\b(waiting for|awaiting|requires?|needs?)\s+your\s+review\b|\breview\s+(required|needed|requested)\b|\brequested\s+your\s+review\b/i, 'Review'],
  [/\b(response|reply)\s+(required|needed|requested)\b/i, 'Respond'],
];
const ACTION_REQUIRED = /^\s*\[?(action|attention)\s+(required|needed)\]?\s*[:\-–]\s*/i;

export function notificationAsk(subject: string): string | null {
  const topic = subject.trim();
  if (!topic) return null;
  const action = ACTION_REQUIRED.exec(topic);
  if (action) {
    const rest = topic.slice(action[0].length).trim();
    if (!rest) return null;
    return startsWithImperative(rest) ? rest : `Handle - ${rest}`;
  }
  const ask = ASKS.find(([re]) => re.test(topic));
  return ask ? `${ask[1]} - ${topic}` : null;
}

import type { EmailRecommendation } from '@triage/contracts';

/** What a collapsed card shows, so a match is always visible. */
const haystack = (e: EmailRecommendation) => [e.from, e.subject, e.preview, e.aiClassification?.projectName ?? ''].join('\n').toLowerCase();

/** '/' search: keeps the loaded emails whose sender, subject, preview or project contain every word. */
export function filterEmails(emails: readonly EmailRecommendation[], query: string): EmailRecommendation[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...emails];
  return emails.filter((e) => {
    const text = haystack(e);
    return words.every((w) => text.includes(w));
  });
}

import type { EmailRecommendation, Priority, RecommendationPage } from '@triage/contracts';

export type PriorityGroupKey = Priority | 'none';

const PRIORITY_GROUP_ORDER: readonly PriorityGroupKey[] = ['P1', 'P2', 'P3', 'P4', 'none'];

/** docs/behaviour.md, Email queue: the Task Priority view's group headings. */
const PRIORITY_GROUP_TITLES: Record<PriorityGroupKey, string> = {
  P1: 'P1 - Critical',
  P2: 'P2 - High',
  P3: 'P3 - Medium',
  P4: 'P4 - Low',
  none: 'No Priority Tasks',
};

export interface PriorityGroup {
  key: PriorityGroupKey;
  title: string;
  /** Emails in the whole inbox placed in this group (from the server's summary). */
  total: number;
  emails: EmailRecommendation[];
}

/**
 * An email is placed by its highest-priority suggested task that is still live (pending or
 * approved); rejected tasks do not count, and an email without any goes under 'No Priority Tasks'.
 */
export function emailPriority(email: Pick<EmailRecommendation, 'suggestedTasks'>): PriorityGroupKey {
  let best: Priority | null = null;
  for (const task of email.suggestedTasks) {
    if (task.status === 'rejected') continue;
    if (best === null || task.priority < best) best = task.priority;
  }
  return best ?? 'none';
}

/**
 * Groups one page of emails under the priority headings, in P1..P4, none order; groups with no
 * email on this page are left out. Counts come from the summary so they describe the whole inbox.
 */
export function groupByPriority(
  emails: readonly EmailRecommendation[],
  byPriority?: RecommendationPage['summary']['byPriority'],
): PriorityGroup[] {
  const buckets = new Map<PriorityGroupKey, EmailRecommendation[]>();
  for (const email of emails) {
    const key = emailPriority(email);
    const list = buckets.get(key) ?? [];
    list.push(email);
    buckets.set(key, list);
  }
  return PRIORITY_GROUP_ORDER.filter((key) => buckets.has(key)).map((key) => {
    const list = buckets.get(key) ?? [];
    return { key, title: PRIORITY_GROUP_TITLES[key], total: byPriority?.[key] ?? list.length, emails: list };
  });
}

/** The emails in the order the screen shows them (grouped order in the priority view). */
export function displayOrder(emails: readonly EmailRecommendation[], grouped: boolean): EmailRecommendation[] {
  return grouped ? groupByPriority(emails).flatMap((g) => g.emails) : [...emails];
}

import type { FollowupItem } from '@triage/contracts';

/** "today", "1 working day", "4 working days": the age the lists show. */
export function ageLabel(days: number): string {
  if (days <= 0) return 'today';
  return `${days} working ${days === 1 ? 'day' : 'days'}`;
}

/** Who a conversation is with, by first name where there is one. */
export function peopleLabel(item: Pick<FollowupItem, 'people'>): string {
  if (item.people.length === 0) return 'No recipients';
  const names = item.people.map((p) => p.name?.trim() || p.address);
  return names.length > 2 ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more` : names.join(', ');
}

export function firstName(item: Pick<FollowupItem, 'people'>): string | null {
  const first = item.people[0];
  return first?.name?.trim().split(/\s+/)[0] ?? null;
}

/** The day after `now` as yyyy-mm-dd in the browser's zone: the earliest reminder day offered. */
export function tomorrow(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A reminder day means 09:00 that day, local time. */
export const reminderInstant = (day: string): string => new Date(`${day}T09:00:00`).toISOString();

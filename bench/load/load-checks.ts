import type { LoadUser } from './load-seed.js';

type Json = Record<string, unknown>;

/** Every id in an email recommendation must be the client's own: the email and any project it names. */
export function foreignInRecommendation(user: LoadUser, e: Json): string[] {
  const bad: string[] = [];
  if (!user.emails.has(e.id as string)) bad.push(`email ${String(e.id)}`);
  const ai = e.aiClassification as Json | null;
  if (ai?.projectId && !user.projects.has(ai.projectId as string)) bad.push(`project ${String(ai.projectId)} of email ${String(e.id)}`);
  for (const t of (e.suggestedTasks as Json[] | undefined) ?? []) {
    if (t.projectId && !user.projects.has(t.projectId as string)) bad.push(`project ${String(t.projectId)} of a suggested task`);
  }
  return bad;
}

export function foreignInTask(user: LoadUser, t: Json, ownTasks: Set<string>, seededTask: (id: string) => boolean): string[] {
  const bad: string[] = [];
  if (t.user_id !== user.id) bad.push(`task ${String(t.id)} of user ${String(t.user_id)}`);
  if (t.project_id && !user.projects.has(t.project_id as string)) bad.push(`project ${String(t.project_id)} of task ${String(t.id)}`);
  if (!ownTasks.has(t.id as string) && !seededTask(t.id as string)) bad.push(`unknown task ${String(t.id)}`);
  return bad;
}

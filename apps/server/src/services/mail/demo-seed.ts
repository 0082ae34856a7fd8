import { stat } from 'node:fs/promises';
import { fromApiCase, projectCreateSchema } from '@triage/contracts';
import { DEMO_PROJECTS, seedDemoMailbox } from '@triage/mail';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';

/** The demo's projects, so its mail has somewhere to go on the first sign-in. */
export async function seedDemoProjects(db: Db, userId: string): Promise<void> {
  if (DEMO_PROJECTS.length === 0) return;
  // Through the create schema, so the demo gets exactly the defaults a user-made project gets.
  const rows = DEMO_PROJECTS.map((p) => ({ ...fromApiCase<typeof projects.$inferInsert>(projectCreateSchema.parse(p)), userId }));
  await db.insert(projects).values(rows);
}

/**
 * First start in local mode: the mailbox folder does not exist yet, so it is
 * created with the demo mail in it, dated so the newest is from this week. A
 * folder that exists (even emptied by the user) is left alone.
 */
export async function seedLocalMailbox(mailboxDir: string): Promise<boolean> {
  const exists = await stat(mailboxDir).then(
    () => true,
    () => false,
  );
  if (exists) return false;
  await seedDemoMailbox(mailboxDir);
  return true;
}

import type pg from 'pg';
import { seedUser } from '../lib/seed.js';
import { mintSession } from '../lib/sessions.js';

export type LoadUser = { id: string; cookie: string; emailIds: string[]; emails: Set<string>; projects: Set<string> };

/**
 * `users` users, each with classified emails, projects and tasks, each signed
 * in (a session minted the way the server stores one, with its SESSION_SECRET).
 */
export async function seedLoadUsers(
  db: pg.ClientBase,
  sessionSecret: string,
  o: { users: number; emailsPerUser: number; tasksPerUser: number },
): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  for (let u = 1; u <= o.users; u++) {
    const id = `load-user-${u}`;
    await seedUser(db, id, { emails: o.emailsPerUser, tasks: o.tasksPerUser, projects: 6 });
    const emailIds = (
      await db.query<{ id: string }>('SELECT id FROM emails WHERE user_id = $1 ORDER BY received_time DESC', [id])
    ).rows.map((r) => r.id);
    const projects = (await db.query<{ id: string }>('SELECT id FROM projects WHERE user_id = $1', [id])).rows.map((r) => r.id);
    users.push({ id, cookie: await mintSession(db, sessionSecret, id), emailIds, emails: new Set(emailIds), projects: new Set(projects) });
  }
  await db.query('ANALYZE');
  return users;
}

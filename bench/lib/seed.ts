import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { copyRows } from './copy-rows.js';

/**
 * Bulk seeding: emails and their classifications streamed with COPY (1,000,000 in
 * a few minutes), projects and tasks in plain SQL (generate_series). The content is
 * shaped like real mail: HTML bodies of about 1.5 KB (one in four a 20 KB newsletter), threads, senders across
 * domains, 0-2 proposed tasks with due dates, a drafted reply (two in three needed), most emails matched
 * to one of the user's projects, and the user's answers in a third of the threads.
 */
export type SeedCounts = { emails: number; tasks: number; projects: number; archivedEvery?: number };

const SENTENCES = [
  'Thanks for sending the revised schedule over this morning.',
  'Could you review the attached drawings and confirm the dimensions by Friday?',
  'The client asked whether we can bring the site inspection forward a week.',
  'Please send me the updated cost estimate before the meeting on Tuesday.',
  'I have copied the structural engineer so we can agree the next steps together.',
  'Let me know if the delivery window on the 14th still works for your team.',
  'We still need the signed variation order before procurement can go ahead.',
  'Can you check with the supplier whether the glazing units are in stock?',
  'Attached are the minutes from yesterday, with the actions highlighted.',
  'The permit office confirmed receipt, and a decision is expected within ten days.',
  'Would you be able to join a short call tomorrow at 10:00 to go through the snags?',
  'Our finance team flagged an invoice that does not match the purchase order.',
];

const sentencesSql = `ARRAY[${SENTENCES.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
const PROJECT_NAMES = [
  'Harbour Tower',
  'Northgate Depot',
  'Riverside Clinic',
  'Elm Street School',
  'Kingsway Offices',
  'Marina Walk',
  'Oakfield Library',
  'Station Square',
  'Hillcrest Homes',
  'Westbrook Bridge',
  'Parkside Arena',
  'Canal Wharf',
];

export async function seedUser(db: pg.ClientBase, userId: string, counts: SeedCounts): Promise<void> {
  await db.query(
    `INSERT INTO users (id, email, name, full_name) VALUES ($1, $1 || '@example.test', $1, 'User ' || $1) ON CONFLICT (id) DO NOTHING`,
    [userId],
  );
  await db.query(
    `INSERT INTO projects (user_id, name, color, status, other_names, involved_parties, domain_matches, created_at)
     SELECT $1, (ARRAY[${PROJECT_NAMES.map((n) => `'${n}'`).join(',')}])[1 + (p - 1) % 12] || CASE WHEN p > 12 THEN ' ' || p ELSE '' END,
            '#3b82f6', 'open', 'Project ' || p, 'client' || p || '.example.com', ARRAY['client' || p || '.example.com'],
            now() - p * interval '1 day'
       FROM generate_series(1, $2::int) p`,
    [userId, counts.projects],
  );
  await copyMailbox(db, userId, counts.emails, counts.archivedEvery ?? 0);
  // The user answered one conversation in three a minute after its latest email, half of the answers
  // asking something back (the Follow-ups lists' Waiting on others).
  await db.query(
    `INSERT INTO sent_messages (user_id, message_id, conversation_id, subject, to_recipients, body_text, sent_time, asks)
     SELECT $1, 'sent-' || $1 || '-' || k, 'conv-' || $1 || '-' || k, 'Re: Site update ' || k,
            jsonb_build_array(jsonb_build_object('name', 'Sender ' || (4 * k) % 400,
                                                 'address', 'sender' || (4 * k) % 400 || '@client' || (4 * k) % 37 || '.example.com')),
            (${sentencesSql})[1 + k % 12], now() - (greatest(4 * k, 1) * 180 - 60) * interval '1 second', k % 2 = 0
       FROM generate_series(0, $2::int / 4) k
      WHERE k % 3 = 0`,
    [userId, counts.emails],
  );
  if (counts.tasks > 0) {
    await db.query(
      `WITH proj AS (SELECT array_agg(id ORDER BY created_at DESC) AS ids, array_agg(name ORDER BY created_at DESC) AS names, count(*)::int AS n
                       FROM projects WHERE user_id = $1)
       INSERT INTO tasks (user_id, title, description, priority, status, due_date, project_id, project_name, checklist, created_at, updated_at)
       SELECT $1, 'Task ' || i || ': ' || left((${sentencesSql})[1 + i % 12], 60), (${sentencesSql})[1 + (i * 7) % 12],
              'P' || (1 + i % 4), (ARRAY['to_do', 'in_progress', 'completed', 'to_do'])[1 + i % 4],
              CASE WHEN i % 5 = 0 THEN NULL ELSE (current_date + (i % 60 - 20))::date END,
              ids[1 + i % n], names[1 + i % n],
              CASE WHEN i % 3 = 0 THEN jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'text', 'Check drawings', 'completed', false),
                                                         jsonb_build_object('id', gen_random_uuid(), 'text', 'Send summary', 'completed', true))
                   ELSE '[]'::jsonb END,
              now() - i * interval '7 minutes', now() - i * interval '7 minutes'
         FROM generate_series(1, $2::int) i, proj`,
      [userId, counts.tasks],
    );
  }
}

/** Statistics as a database in use has them (autovacuum would get there on its own, later). */
export async function analyze(db: pg.ClientBase): Promise<void> {
  await db.query('VACUUM ANALYZE');
}

const EMAIL_COLUMNS = [
  'id',
  'user_id',
  'from_name',
  'from_address',
  'to_recipients',
  'cc_recipients',
  'subject',
  'preview',
  'body',
  'body_text',
  'body_content_type',
  'sent_time',
  'received_time',
  'is_read',
  'has_attachments',
  'conversation_id',
  'message_id',
  'internet_message_id',
  'folder',
  'is_archived',
  'archived_at',
  'status',
];
const CLASSIFICATION_COLUMNS = [
  'email_id',
  'user_id',
  'label',
  'confidence',
  'proposed_tasks',
  'reply_email',
  'project_id',
  'project_name',
  'details',
  'classification_service',
  'classification_version',
  'processing_time_ms',
  'is_processed',
];
const REPLY =
  'Hi,\n\nThank you for your email. I will review the points you raised and come back to you by the end of the week.\n\nKind regards';

/**
 * One email in four is a newsletter or notification: HTML of about 20 KB once sanitised, the median
 * of the SpamAssassin hard-ham messages (mostly HTML mail) through the sync's sanitiser.
 */
function newsletterBody(i: number): string {
  const stories = Array.from({ length: 90 }, (_, k) => {
    const [a, b] = [SENTENCES[(i + k) % 12]!, SENTENCES[(i * 7 + k * 5) % 12]!];
    return `<tr><td style="padding:8px 12px;font-family:Arial,sans-serif;font-size:14px;color:#333">${a} ${b}</td><td><a href="https://news.example.com/${i}/${k}">Read more</a></td></tr>`;
  });
  return `<div><p>This week's updates</p><table role="presentation" width="600">${stories.join('')}</table><p>Unsubscribe at any time.</p></div>`;
}

/** A stable pseudo-random number per email, as hashtext(id) gave the SQL seeding. */
function mix(i: number): number {
  const x = Math.imul(i, 0x9e3779b1) >>> 0;
  return Math.imul(x ^ (x >>> 15), 0x85ebca6b) >>> 0;
}

/** The user's mailbox: emails received every 3 minutes back from now, and a classification for each. */
async function copyMailbox(db: pg.ClientBase, userId: string, n: number, archivedEvery: number): Promise<void> {
  const { rows: projects } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM projects WHERE user_id = $1 ORDER BY created_at DESC',
    [userId],
  );
  const ids = Array.from({ length: n }, () => randomUUID());
  const now = Date.now();
  const at = (i: number) => new Date(now - i * 180_000);
  const s = (i: number) => SENTENCES[i % 12]!;
  const to = JSON.stringify([{ name: `User ${userId}`, address: `${userId}@example.test` }]);
  const cc = JSON.stringify([{ name: 'Colleague', address: 'colleague@example.test' }]);
  function* emails() {
    for (let i = 1; i <= n; i++) {
      const [s1, s2, s3, s4, s5] = [s(i), s(i * 7), s(i * 5 + 3), s(i * 11 + 1), s(i * 3 + 2)];
      const archived = archivedEvery > 0 && i % archivedEvery === 0;
      const sender = `Sender ${i % 400}`;
      yield [
        ids[i - 1]!,
        userId,
        sender,
        `sender${i % 400}@client${i % 37}.example.com`,
        to,
        i % 5 === 0 ? cc : '[]',
        `${i % 4 === 0 ? 'Re: ' : ''}Site update ${Math.floor(i / 4)}: ${s1.slice(0, 40)}`,
        `${s1} ${s2} ${s3}`.slice(0, 200),
        i % 4 === 2
          ? newsletterBody(i)
          : `<div><p>Hi,</p><p>${s1} ${s2}</p><p>${s3} ${s4}</p><p>${s5} ${s1}</p><p>${s2} ${s4}</p><table><tr><td>Item</td><td>Qty</td></tr><tr><td>Ref ${i}</td><td>${i % 17}</td></tr></table><p>Kind regards,<br>${sender}<br>Client ${i % 37} Ltd, 1 High Street</p></div>`,
        `Hi, ${s1} ${s2} ${s3} ${s4} ${s5} ${s1} ${s2} ${s4} Kind regards, ${sender}`,
        'html',
        new Date(at(i).getTime() - 120_000).toISOString(),
        at(i).toISOString(),
        i % 3 === 0,
        i % 9 === 0,
        `conv-${userId}-${Math.floor(i / 4)}`,
        `msg-${userId}-${i}`,
        `<${i}.${userId}@mail.example.com>`,
        'inbox',
        archived,
        archived ? at(i).toISOString() : null,
        'synced',
      ];
    }
  }
  function* classifications() {
    for (let i = 1; i <= n; i++) {
      const h = mix(i);
      const p = projects.length > 0 && h % 4 !== 0 ? projects[h % projects.length]! : null;
      const subject = `Site update ${Math.floor(i / 4)}`;
      const tasks = Array.from({ length: h % 3 }, (_, k) => ({
        id: randomUUID(),
        title: `Review item ${k + 1} of ${subject}`,
        description: 'Asked in the email: confirm the details and reply to the sender.',
        priority: `P${1 + ((h + k + 1) % 4)}`,
        dueDate: new Date(at(i).getTime() + (k + 2) * 2 * 86_400_000).toISOString().slice(0, 10),
        projectId: p?.id ?? null,
        projectName: p?.name ?? null,
        confidence: 0.7,
        status: 'pending',
        taskId: null,
      }));
      yield [
        ids[i - 1]!,
        userId,
        p?.name ?? 'None',
        0.55 + (h % 40) / 100,
        JSON.stringify(tasks),
        REPLY,
        p?.id ?? null,
        p?.name ?? null,
        // A third of the drafts held back as not needed (the Replies screen lists the rest).
        JSON.stringify({
          signal: p ? 'learner' : 'none',
          reasons: ['sender domain seen before'],
          tags: [],
          matchedRules: [],
          replyNeeded: h % 3 !== 0,
        }),
        'local',
        'local-1',
        1.2,
        true,
      ];
    }
  }
  await copyRows(db, 'emails', EMAIL_COLUMNS, emails());
  await copyRows(db, 'email_classifications', CLASSIFICATION_COLUMNS, classifications());
}

import type pg from 'pg';

/**
 * Bulk seeding in plain SQL (generate_series), so 100,000 classified emails
 * take seconds. The content is shaped like real mail: HTML bodies of about
 * 1.5 KB, threads, senders across domains, 0-2 proposed tasks with due dates,
 * a drafted reply, most emails matched to one of the user's projects.
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
const PROJECT_NAMES = ['Harbour Tower', 'Northgate Depot', 'Riverside Clinic', 'Elm Street School', 'Kingsway Offices', 'Marina Walk', 'Oakfield Library', 'Station Square', 'Hillcrest Homes', 'Westbrook Bridge', 'Parkside Arena', 'Canal Wharf'];

export async function seedUser(db: pg.ClientBase, userId: string, counts: SeedCounts): Promise<void> {
  await db.query(`INSERT INTO users (id, email, name, full_name) VALUES ($1, $1 || '@example.test', $1, 'User ' || $1) ON CONFLICT (id) DO NOTHING`, [userId]);
  await db.query(
    `INSERT INTO projects (user_id, name, color, status, other_names, involved_parties, domain_matches, created_at)
     SELECT $1, (ARRAY[${PROJECT_NAMES.map((n) => `'${n}'`).join(',')}])[1 + (p - 1) % 12] || CASE WHEN p > 12 THEN ' ' || p ELSE '' END,
            '#3b82f6', 'open', 'Project ' || p, 'client' || p || '.example.com', ARRAY['client' || p || '.example.com'],
            now() - p * interval '1 day'
       FROM generate_series(1, $2::int) p`,
    [userId, counts.projects],
  );
  await db.query(
    `INSERT INTO emails (user_id, from_name, from_address, to_recipients, cc_recipients, subject, preview, body, body_text,
                         body_content_type, sent_time, received_time, is_read, has_attachments, conversation_id, message_id,
                         internet_message_id, folder, is_archived, archived_at, status)
     SELECT $1, 'Sender ' || (i % 400), 'sender' || (i % 400) || '@client' || (i % 37) || '.example.com',
            jsonb_build_array(jsonb_build_object('name', 'User ' || $1, 'address', $1 || '@example.test')),
            CASE WHEN i % 5 = 0 THEN jsonb_build_array(jsonb_build_object('name', 'Colleague', 'address', 'colleague@example.test')) ELSE '[]'::jsonb END,
            CASE WHEN i % 4 = 0 THEN 'Re: ' ELSE '' END || 'Site update ' || (i / 4) || ': ' || left(s1, 40),
            left(s1 || ' ' || s2 || ' ' || s3, 200),
            '<div><p>Hi,</p><p>' || s1 || ' ' || s2 || '</p><p>' || s3 || ' ' || s4 || '</p><p>' || s5 || ' ' || s1 || '</p><p>' || s2 || ' ' || s4 || '</p>'
              || '<table><tr><td>Item</td><td>Qty</td></tr><tr><td>Ref ' || i || '</td><td>' || (i % 17) || '</td></tr></table>'
              || '<p>Kind regards,<br>Sender ' || (i % 400) || '<br>Client ' || (i % 37) || ' Ltd, 1 High Street</p></div>',
            'Hi, ' || s1 || ' ' || s2 || ' ' || s3 || ' ' || s4 || ' ' || s5 || ' ' || s1 || ' ' || s2 || ' ' || s4 || ' Kind regards, Sender ' || (i % 400),
            'html', t - interval '2 minutes', t, i % 3 = 0, i % 9 = 0, 'conv-' || $1 || '-' || (i / 4), 'msg-' || $1 || '-' || i,
            '<' || i || '.' || $1 || '@mail.example.com>', 'inbox',
            $3::int > 0 AND i % $3::int = 0, CASE WHEN $3::int > 0 AND i % $3::int = 0 THEN t END, 'synced'
       FROM generate_series(1, $2::int) i,
            LATERAL (SELECT now() - i * interval '3 minutes' AS t,
                            (${sentencesSql})[1 + i % 12] AS s1, (${sentencesSql})[1 + (i * 7) % 12] AS s2,
                            (${sentencesSql})[1 + (i * 5 + 3) % 12] AS s3, (${sentencesSql})[1 + (i * 11 + 1) % 12] AS s4,
                            (${sentencesSql})[1 + (i * 3 + 2) % 12] AS s5) x`,
    [userId, counts.emails, counts.archivedEvery ?? 0],
  );
  await db.query(
    `WITH proj AS (SELECT array_agg(id ORDER BY created_at DESC) AS ids, array_agg(name ORDER BY created_at DESC) AS names, count(*)::int AS n
                     FROM projects WHERE user_id = $1),
          picked AS (SELECT e.id, e.received_time, e.subject, h, CASE WHEN proj.n > 0 AND h % 4 <> 0 THEN 1 + h % proj.n END AS p, proj.ids, proj.names
                       FROM emails e CROSS JOIN proj, LATERAL (SELECT abs(hashtext(e.id::text)) AS h) hh WHERE e.user_id = $1)
     INSERT INTO email_classifications (email_id, user_id, label, confidence, proposed_tasks, reply_email, project_id, project_name,
                                        details, classification_service, classification_version, processing_time_ms, is_processed)
     SELECT id, $1, coalesce(names[p], 'None'), 0.55 + (h % 40) / 100.0,
            CASE h % 3
              WHEN 0 THEN '[]'::jsonb
              ELSE (SELECT jsonb_agg(jsonb_build_object('id', gen_random_uuid(), 'title', 'Review item ' || k || ' of ' || left(subject, 30),
                      'description', 'Asked in the email: confirm the details and reply to the sender.', 'priority', 'P' || (1 + (h + k) % 4),
                      'dueDate', to_char(received_time + (k + 1) * interval '2 days', 'YYYY-MM-DD'), 'projectId', ids[p], 'projectName', names[p],
                      'confidence', 0.7, 'status', 'pending', 'taskId', null))
                      FROM generate_series(1, h % 3) k)
            END,
            'Hi,' || chr(10) || chr(10) || 'Thank you for your email. I will review the points you raised and come back to you by the end of the week.'
              || chr(10) || chr(10) || 'Kind regards',
            ids[p], names[p],
            jsonb_build_object('signal', CASE WHEN p IS NULL THEN 'none' ELSE 'learner' END, 'reasons', jsonb_build_array('sender domain seen before'),
                               'tags', '[]'::jsonb, 'matchedRules', '[]'::jsonb),
            'local', 'local-1', 1.2, true
       FROM picked`,
    [userId],
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

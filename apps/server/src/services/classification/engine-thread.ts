import { parentPort } from 'node:worker_threads';
import { classify } from '@triage/classifier';
import type { EngineReply, EngineTask } from './engine-threads.js';

/**
 * A worker thread running the local engine on the emails it is sent: the engine is pure CPU, so
 * here it never holds up the process's requests (health checks, the user's clicks) and several
 * threads classify on several cores. The database work stays with the caller.
 */
parentPort!.on('message', (task: EngineTask) => {
  let reply: EngineReply;
  try {
    const now = new Date(task.now);
    const results = task.items.map(({ email, conversationProjectId }) => classify(email, { ...task.context, conversationProjectId, now }));
    reply = { id: task.id, results };
  } catch (err) {
    reply = { id: task.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  parentPort!.postMessage(reply);
});

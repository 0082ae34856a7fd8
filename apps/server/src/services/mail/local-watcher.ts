import { watchMailboxFolder } from '@triage/mail';
import type { Runtime } from '../../runtime.js';
import { LOCAL_USER } from '../users/users-service.js';
import { localMailboxDir } from './mailbox-factory.js';

/** A file dropped into the local mailbox folder is synced (and so classified) within seconds. */
export async function watchLocalMailbox(runtime: Runtime): Promise<() => void> {
  return watchMailboxFolder(localMailboxDir(runtime.env), () => {
    void runtime.jobs.requestSync(LOCAL_USER.id, 'watch').catch(() => undefined);
  });
}

import type { SyncStatus } from '@triage/contracts';
import { localUser } from './mock-api';

export const SYNCED_AT = '2026-11-29T09:21:38.670Z';

/** The local mailbox's sync status: never synced with its first sync waiting (`queued`), or synced at `lastSync`. */
export const syncStatus = (lastSync: string | null, queued: number): SyncStatus => ({
  provider: 'local',
  connected: true,
  email: localUser.email,
  lastSync,
  nextSync: null,
  intervalSeconds: 300,
  running: [],
  recent: [],
  queued: [{ name: 'mail.sync', queued }],
  problem: null,
  notBefore: null,
});

/**
 * Test wiring for the Graph client against the local Graph test server: a GraphMailbox with a
 * recording `sleep` (waits are asserted, never slept) and a deterministic `random`.
 */
import { DeltaResetError, GraphMailbox, GraphRequestError, type GraphMailboxOptions } from '../src/graph/index.js';
import type { DeltaPage, MailMessage } from '../src/types.js';
import { startGraphTestServer, type GraphTestServer, type GraphTestServerOptions } from './graph-test-server/index.js';

export type Harness = { server: GraphTestServer; client: GraphMailbox; sleeps: number[]; close(): Promise<void> };

export async function startHarness(
  serverOptions: GraphTestServerOptions = {},
  clientOptions: Partial<GraphMailboxOptions> = {},
): Promise<Harness> {
  const server = await startGraphTestServer({ messages: 120, ...serverOptions });
  const sleeps: number[] = [];
  const client = new GraphMailbox({
    baseUrl: server.url,
    getAccessToken: async () => 'token-1',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...clientOptions,
  });
  return { server, client, sleeps, close: () => server.close() };
}

/**
 * Runs delta pages until `done`, applying each to `store` as a sync would, and returns the final
 * cursor. Like the sync job, a retryable failure (retries exhausted) resumes from the last cursor
 * whose page was stored; `resumed` counts those.
 */
export async function syncRound(
  client: GraphMailbox,
  store: Map<string, MailMessage>,
  cursor: string | null,
): Promise<{ cursor: string; pages: DeltaPage[]; resumed: number }> {
  const pages: DeltaPage[] = [];
  let resumed = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    let page: DeltaPage;
    try {
      page = await client.delta(cursor);
    } catch (error) {
      if (error instanceof GraphRequestError && error.retryable && !(error instanceof DeltaResetError) && resumed < 20) {
        resumed++;
        continue;
      }
      throw error;
    }
    pages.push(page);
    for (const message of page.added) store.set(message.providerId, message);
    for (const id of page.removed) store.delete(id);
    cursor = page.nextCursor;
    if (page.done) return { cursor, pages, resumed };
  }
  throw new Error('delta never finished');
}

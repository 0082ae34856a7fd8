import { describe, expect, it } from 'vitest';
import { DeltaResetError, GraphRequestError, isUnsupportedMailbox, throttledFor } from './errors.js';
import { GraphMailbox } from './graph-mailbox.js';
import { readGraphError } from './graph-http.js';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const mailbox = (fetch: () => Promise<Response>) =>
  new GraphMailbox({
    baseUrl: 'https://graph.microsoft.com/v1.0',
    getAccessToken: async () => 't',
    fetch: fetch as typeof globalThis.fetch,
    sleep: async () => undefined,
    maxRetries: 0,
  });

describe('Graph error codes, nested ones included', () => {
  it('reads every innerError code, outermost first', () => {
    const body = {
      error: { code: 'BadRequest', message: 'x', innerError: { code: 'syncStateNotFound', innerError: { code: 'resyncRequired' } } },
    };
    expect(readGraphError(JSON.stringify(body))).toEqual({
      code: 'BadRequest',
      codes: ['BadRequest', 'syncStateNotFound', 'resyncRequired'],
      message: 'x',
    });
    expect(readGraphError('<html>502 Bad Gateway</html>')).toEqual({ code: null, codes: [], message: null });
  });

  it('restarts the delta when only an inner code says the sync state is gone', async () => {
    const client = mailbox(answer(400, { error: { code: 'BadRequest', message: 'Bad request', innerError: { code: 'resyncRequired' } } }));
    await expect(
      client.delta('https://graph.microsoft.com/v1.0/me/mailFolders/inbox/messages/delta?$deltatoken=abc'),
    ).rejects.toBeInstanceOf(DeltaResetError);
  });

  it('recognises mailboxes Graph cannot serve, by outer or inner code', async () => {
    const onPrem = await mailbox(answer(404, { error: { code: 'MailboxNotEnabledForRESTAPI', message: 'on-premise' } }))
      .delta(null)
      .catch((e: unknown) => e);
    expect(isUnsupportedMailbox(onPrem)).toBe(true);
    const guest = await mailbox(
      answer(404, { error: { code: 'ErrorItemNotFound', message: 'x', innerError: { code: 'ResourceNotFound' } } }),
    )
      .delta(null)
      .catch((e: unknown) => e);
    expect(isUnsupportedMailbox(guest)).toBe(true);
    const policy = await mailbox(answer(403, { error: { code: 'ErrorAccessDenied', message: 'Access to OData is disabled.' } }))
      .delta(null)
      .catch((e: unknown) => e);
    expect(isUnsupportedMailbox(policy)).toBe(true);
    // A reply to a message deleted meanwhile is the user's 404, not a mailbox problem.
    expect(isUnsupportedMailbox(new GraphRequestError({ operation: 'send', status: 404, code: 'ErrorItemNotFound' }))).toBe(false);
    expect(isUnsupportedMailbox(new GraphRequestError({ operation: 'emails', status: 404, code: 'ErrorItemNotFound' }))).toBe(false);
  });

  it('reports how long Graph asked to wait', () => {
    expect(throttledFor(new GraphRequestError({ operation: 'emails', status: 429, retryable: true, retryAfterMs: 3_600_000 }))).toBe(
      3_600_000,
    );
    expect(throttledFor(new GraphRequestError({ operation: 'emails', status: 500, retryable: true }))).toBeNull();
  });
});

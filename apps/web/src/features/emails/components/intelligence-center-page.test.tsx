import type { EmailRecommendation, RecommendationPage } from '@triage/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localConfig, localUser, mockApi, type MockAnswer } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { watchForText } from '@/test/watch-text';
import { SYNCED_AT, syncStatus } from '@/test/sync-fixtures';
import { makeEmail, makeTask } from '@/test/email-fixtures';

const summary = { total: 3, projectsMatched: 2, pendingReview: 3, byPriority: { P1: 1, P2: 0, P3: 0, P4: 0, none: 2 } };
const page = (data: EmailRecommendation[]): RecommendationPage => ({ data, totalCount: data.length, summary });
const progress = { examples: 0, labels: 0, decisions: 0, recentAccuracy: null, history: [] };

const emails = [
  makeEmail({ id: 'a', subject: 'Lease renewal', fromName: 'Jane Doe', fromAddress: 'jane@example.com' }),
  makeEmail({
    id: 'b',
    subject: 'Elevator outage',
    fromName: null,
    fromAddress: 'ops@tower.example',
    isRead: true,
    suggestedTasks: [makeTask({ id: 'b1', priority: 'P1', title: 'Call the elevator company' })],
    topPriority: 'P1',
  }),
  makeEmail({ id: 'c', subject: 'Mystery mail', fromName: null, fromAddress: null, processingStatus: 'pending', aiClassification: null }),
];

const list = (sort: 'default' | 'priority') => `GET /api/v1/emails/recommendations?limit=5&offset=0&sort=${sort}`;

function serve(extra: Record<string, MockAnswer | ((init?: RequestInit) => MockAnswer | Promise<MockAnswer>)> = {}) {
  return mockApi({
    'GET /auth/me': { body: localUser },
    'GET /auth/config': localConfig,
    'GET /api/v1/projects': { body: [] },
    'GET /api/v1/training/progress': { body: progress },
    [list('default')]: { body: page(emails) },
    [list('priority')]: { body: page([emails[1]!, emails[0]!, emails[2]!]) },
    ...extra,
  });
}

const calls = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);

/** The bulk endpoint's answers to archive and its undo; the undo names real (uuid) ids, sent back as they are. */
const undoIds = ['00000000-0000-4000-8000-00000000000a'];
const bulk = (init?: RequestInit): MockAnswer => {
  const body = JSON.parse(String(init?.body));
  return body.action === 'archive'
    ? { body: { action: 'archive', changed: 1, skipped: 0, message: '1 email archived', undo: { action: 'unarchive', emailIds: undoIds } } }
    : {
        body: {
          action: 'unarchive',
          changed: 1,
          skipped: 0,
          message: '1 email unarchived',
          undo: { action: 'archive', emailIds: undoIds },
        },
      };
};

describe('Email Intelligence Center', () => {
  // These cover the spec's cards ('Comfortable'); the compact list and reading pane have their own tests.
  beforeEach(() => localStorage.setItem('triage.queue.density', 'comfortable'));

  it('shows the summary cards, the sender display rules and the Unread badge', async () => {
    serve();
    renderApp('/');
    expect(await screen.findByText('Jane Doe <jane@example.com>', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('ops@tower.example')).toBeInTheDocument();
    expect(screen.getByText('Unknown Sender')).toBeInTheDocument();
    expect(screen.getByLabelText('Total Emails: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Projects Matched: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Pending Review: 3')).toBeInTheDocument();
    expect(screen.getAllByText('Unread')).toHaveLength(2);
  });

  it('groups the Task Priority view under the priority headings with the summary counts', async () => {
    const user = userEvent.setup();
    serve();
    renderApp('/');
    await screen.findByText('Lease renewal', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: 'Sort emails' }));
    await user.click(await screen.findByRole('option', { name: 'Task Priority' }));
    const p1 = await screen.findByRole('region', { name: 'P1 - Critical' });
    expect(within(p1).getByText('Elevator outage')).toBeInTheDocument();
    expect(within(p1).getByLabelText('1 emails')).toBeInTheDocument();
    const none = screen.getByRole('region', { name: 'No Priority Tasks' });
    expect(within(none).getByLabelText('2 emails')).toBeInTheDocument();
    expect(within(none).getByText('Lease renewal')).toBeInTheDocument();
  });

  it('moves with j/k, expands with Enter, classifies a pending email and says when it fails', async () => {
    const user = userEvent.setup();
    const fetch = serve({
      'POST /api/v1/emails/c/generate-recommendations': { status: 500, body: { error: { code: 'internal', message: 'Engine down' } } },
    });
    renderApp('/');
    await screen.findByText('Lease renewal', {}, { timeout: 10_000 });
    const cards = () => screen.getAllByTestId('email-card');
    await user.keyboard('j');
    expect(cards()[0]).toHaveFocus();
    await user.keyboard('jj');
    expect(cards()[2]).toHaveFocus();
    await user.keyboard('k');
    expect(cards()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(cards()[1]!).findByRole('region', { name: 'Suggested Tasks' })).toBeInTheDocument();
    await user.keyboard('j{Enter}');
    expect(await screen.findAllByText('Classification Failed')).not.toHaveLength(0);
    expect(screen.getAllByText('Engine down').length).toBeGreaterThan(0);
    expect(calls(fetch, 'POST', '/api/v1/emails/c/generate-recommendations')).toHaveLength(1);
    expect(within(cards()[2]!).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("archives with 'e' in one bulk request and takes it back with 'z'", async () => {
    const user = userEvent.setup();
    const fetch = serve({ 'POST /api/v1/emails/bulk': bulk });
    renderApp('/');
    await screen.findByText('Lease renewal', {}, { timeout: 10_000 });
    await user.keyboard('je');
    expect(await screen.findByText('Email Archived')).toBeInTheDocument();
    const sent = () => calls(fetch, 'POST', '/api/v1/emails/bulk').map(([, init]) => JSON.parse(String(init?.body)));
    await waitFor(() => expect(sent()).toEqual([{ action: 'archive', emailIds: ['a'] }]));
    await user.keyboard('z');
    expect(await screen.findByText('Item Unarchived')).toBeInTheDocument();
    expect(sent()[1]).toEqual({ action: 'unarchive', emailIds: undoIds });
  });

  it("an approval's toast and Undo come with the server's answer: 'a' then 'e' before the list reloads, and 'z' takes back the archive", async () => {
    const user = userEvent.setup();
    // The first page answers at once; every reload after it waits until the test lets it go.
    let listed = 0;
    const reloads: (() => void)[] = [];
    const fetch = serve({
      [list('default')]: () =>
        listed++ === 0 ? { body: page(emails) } : new Promise<MockAnswer>((resolve) => reloads.push(() => resolve({ body: page(emails) }))),
      'POST /api/v1/emails/recommendations/process': () => ({
        body: {
          success: true,
          message: 'Project approved',
          updatedEmail: { ...emails[0]!, aiClassification: { ...emails[0]!.aiClassification!, approved: true } },
        },
      }),
      'POST /api/v1/emails/bulk': bulk,
    });
    renderApp('/');
    await screen.findByText('Lease renewal', {}, { timeout: 10_000 });
    await user.keyboard('ja');
    expect(await screen.findByText('Project Approved')).toBeInTheDocument();
    await user.keyboard('e');
    expect(await screen.findByText('Email Archived')).toBeInTheDocument();
    for (const reload of reloads.splice(0)) reload();
    await user.keyboard('z');
    const sent = () => calls(fetch, 'POST', '/api/v1/emails/bulk').map(([, init]) => JSON.parse(String(init?.body)));
    await waitFor(() =>
      expect(sent()).toEqual([
        { action: 'archive', emailIds: ['a'] },
        { action: 'unarchive', emailIds: undoIds },
      ]),
    );
  });

  it("'t' pressed again before the server answers approves the next task, not the same one twice", async () => {
    const user = userEvent.setup();
    const twoTasks = makeEmail({
      id: 'b',
      subject: 'Elevator outage',
      suggestedTasks: [makeTask({ id: 'b1', title: 'Call the elevator company' }), makeTask({ id: 'b2', title: 'Tell the tenants' })],
    });
    const approvedIds = new Set<string>();
    const current = () => ({
      ...twoTasks,
      suggestedTasks: twoTasks.suggestedTasks.map((t) => (approvedIds.has(t.id) ? { ...t, status: 'approved' as const } : t)),
    });
    const answers: (() => void)[] = [];
    const fetch = serve({
      [list('default')]: () => ({ body: page([emails[0]!, current()]) }),
      'POST /api/v1/emails/recommendations/process': (init) => {
        const { taskId } = (JSON.parse(String(init?.body)) as { data: { taskId: string } }).data;
        return new Promise((resolve) =>
          answers.push(() => {
            approvedIds.add(taskId);
            resolve({ body: { success: true, message: 'Task approved', updatedEmail: current(), createdTaskId: `task-${taskId}` } });
          }),
        );
      },
    });
    renderApp('/');
    await screen.findByText('Elevator outage', {}, { timeout: 10_000 });
    await user.keyboard('jjtt');
    const approved = () =>
      calls(fetch, 'POST', '/api/v1/emails/recommendations/process').map(([, init]) => JSON.parse(String(init?.body)).data.taskId);
    await waitFor(() => expect(approved()).toEqual(['b1', 'b2']));
    for (const answer of answers) answer();
    expect(await screen.findAllByText('Task Approved')).not.toHaveLength(0);
    await user.keyboard('t');
    expect(await screen.findByText('All Tasks Processed')).toBeInTheDocument();
    expect(approved()).toEqual(['b1', 'b2']);
  });

  it("'r' opens the reply block; a blank written reply cannot be sent", async () => {
    const user = userEvent.setup();
    serve();
    renderApp('/');
    await screen.findByText('Lease renewal', {}, { timeout: 10_000 });
    await user.keyboard('jr');
    const block = await screen.findByRole('region', { name: 'Write Reply' });
    expect(within(block).getByText('Re: Lease renewal')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Send Reply' })).toBeDisabled();
    await waitFor(() => expect(within(block).getByRole('textbox', { name: 'Write your reply' })).toHaveFocus());
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Please write a reply before sending')).toBeInTheDocument();
  });

  it("says 'Loading emails...' while a new mailbox's first sync brings its mail, then shows the cards", async () => {
    let synced = false;
    const empty = { data: [], totalCount: 0, summary: { ...summary, total: 0, projectsMatched: 0, pendingReview: 0 } };
    serve({
      'GET /api/v1/sync/status': () => ({ body: synced ? syncStatus(SYNCED_AT, 0) : syncStatus(null, 1) }),
      [list('default')]: () => ({ body: synced ? page(emails) : empty }),
    });
    // Not for a moment, also not between the sync's end and the list's refetch.
    const emptyText = watchForText('No emails found');
    renderApp('/');
    // The empty page has arrived (its counts show) and the sync is still on its way.
    expect(await screen.findByLabelText('Total Emails: 0', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Loading emails...')).toBeInTheDocument());
    // The header says why: the sync has been asked for, though it has not started yet.
    expect(screen.getByRole('status', { name: 'Syncing mailbox...' })).toBeInTheDocument();

    synced = true;
    expect(await screen.findByText('Lease renewal', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /^Last sync / })).toBeInTheDocument();
    expect(emptyText.stop()).toBe(false);
  });

  it("says 'No emails found' for an empty mailbox once a sync has finished", async () => {
    serve({
      'GET /api/v1/sync/status': { body: syncStatus(SYNCED_AT, 0) },
      [list('default')]: { body: { data: [], totalCount: 0, summary } },
    });
    renderApp('/');
    expect(await screen.findByText('No emails found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('No emails available at the moment')).toBeInTheDocument();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapMessage } from './map-message.js';
import { MESSAGE_SELECT, threadTopicOf } from './message-fields.js';

// The Graph docs' own example responses this file maps (test/fixtures/SOURCE.md).
const examplesFile = path.resolve(import.meta.dirname, '../../test/fixtures/graph-docs-examples.json');
type Example = { source: string; kind?: string; status?: number; body: Record<string, unknown> | null };
const examples = JSON.parse(readFileSync(examplesFile, 'utf8')) as Example[];
const exampleMessage = (source: string, status: number, has: string) =>
  examples.find((e) => e.source === source && e.kind === 'response' && e.status === status && e.body && has in e.body)?.body as never;

describe('mapMessage on the Graph docs examples', () => {
  it('maps the message-get example (HTML body) field by field', () => {
    const message = mapMessage(exampleMessage('api/message-get.md', 200, 'body'));
    expect(message).toEqual({
      providerId: 'AAMkADhMGAAA=',
      internetMessageId: '<MWHPR6E1BE060@MWHPR1120.namprd22.prod.outlook.com>',
      conversationId: 'AAQkADOUpag6yWs=',
      threadTopic: '9/9/2018: concert',
      subject: '9/9/2018: concert',
      from: { name: 'Adele Vance', address: 'adelev@contoso.OnMicrosoft.com' },
      to: [{ name: 'Alex Wilber', address: 'AlexW@contoso.OnMicrosoft.com' }],
      cc: [],
      receivedAt: new Date('2018-09-09T03:15:08Z'),
      sentAt: new Date('2018-09-09T03:15:06Z'),
      isRead: true,
      importance: 'normal',
      hasAttachments: false,
      attachments: [],
      bodyHtml: expect.stringContaining('The group represents Nevada.'),
      bodyText: null,
      preview: 'The group represents Nevada.',
      folder: 'AAMkADcbAAAAAAEJAAA=',
      sourceFile: null,
      webLink: 'https://outlook.office365.com/owa/?ItemID=AAMkADMGAAA%3D&exvsurl=1&viewmodel=ReadMessageItem',
      listHeaders: null,
      meeting: null,
    });
  });

  it('keeps a text body as text (createReply example)', () => {
    const message = mapMessage(exampleMessage('api/message-createreply.md', 201, 'body'));
    expect(message.bodyHtml).toBeNull();
    expect(message.bodyText).toMatch(/^Hi, Megan\./);
    expect(message.threadTopic).toBe('Internal Resume Submission: Sales Associate');
  });

  it('maps the delta example where only some properties were selected', () => {
    const delta = examples.find((e) => e.source === 'concepts/delta-query-messages.md' && e.body && '@odata.nextLink' in e.body);
    const item = (delta?.body?.value as never[])[0] as never;
    const message = mapMessage(item);
    expect(message).toMatchObject({
      providerId: 'AAMkADNkNAAASq35xAAA=',
      subject: 'Holiday hours update',
      from: null,
      to: [],
      bodyHtml: null,
      bodyText: null,
      receivedAt: null,
    });
  });
});

describe('mapMessage edge cases', () => {
  it('drops recipients without an address, defaults importance and flags', () => {
    const message = mapMessage({
      id: 'x',
      importance: 'high',
      isRead: null,
      hasAttachments: true,
      from: { emailAddress: { name: 'No address' } },
      toRecipients: [{ emailAddress: { address: ' a@b.c ', name: '' } }, { emailAddress: null }],
      body: { contentType: 'html', content: '<p>x</p>' },
      receivedDateTime: 'not a date',
    });
    expect(message).toMatchObject({
      from: null,
      to: [{ name: null, address: 'a@b.c' }],
      importance: 'high',
      isRead: false,
      hasAttachments: true,
      bodyHtml: '<p>x</p>',
      receivedAt: null,
    });
    expect(mapMessage({ id: 'y', importance: null }).importance).toBe('normal');
  });

  it('drops a date it cannot store: unreadable, or past the year 9999', () => {
    const message = mapMessage({ id: 'z', receivedDateTime: '+012345-01-01T00:00:00Z', sentDateTime: 'soon' });
    expect([message.receivedAt, message.sentAt]).toEqual([null, null]);
    expect(mapMessage({ id: 'z', receivedDateTime: '9999-12-31T23:59:59Z' }).receivedAt).toEqual(new Date('9999-12-31T23:59:59Z'));
  });

  it('selects exactly the fields it maps', () => {
    expect([...MESSAGE_SELECT].sort()).toEqual(
      [
        'body',
        'bodyPreview',
        'ccRecipients',
        'conversationId',
        'from',
        'hasAttachments',
        'id',
        'importance',
        'internetMessageId',
        'isRead',
        'parentFolderId',
        'receivedDateTime',
        'sentDateTime',
        'subject',
        'toRecipients',
        'webLink',
      ].sort(),
    );
  });
});

describe('threadTopicOf', () => {
  it.each([
    ['Re: Budget', 'Budget'],
    ['RE: FW: Re: Budget', 'Budget'],
    ['Fwd: Budget', 'Budget'],
    ['AW: WG: Angebot', 'Angebot'],
    ['Re[2]: Budget', 'Budget'],
    ['Budget: Re: numbers', 'Budget: Re: numbers'],
    ['Regarding the lease', 'Regarding the lease'],
    ['Re:', 'Re:'],
    ['', null],
    [null, null],
  ])('%s -> %s', (subject, topic) => {
    expect(threadTopicOf(subject)).toBe(topic);
  });
});

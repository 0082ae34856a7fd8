import { describe, expect, it } from 'vitest';
import { conversationId, messageIds, threadTopic } from './threading.js';

describe('threadTopic', () => {
  it.each([
    ['Re: Budget', 'Budget'],
    ['RE: FW: Re: Budget', 'Budget'],
    ['Fwd: Budget', 'Budget'],
    ['AW: WG: Budget', 'Budget'],
    ['Re[3]: Budget', 'Budget'],
    ['SV: Budget', 'Budget'],
    ['回复：Budget', 'Budget'],
    ['  Re:   Budget   review ', 'Budget review'],
    ['[team] Re: Budget', '[team] Re: Budget'],
    ['Refund request', 'Refund request'],
    ['Return to office', 'Return to office'],
  ])('%s -> %s', (subject, topic) => {
    expect(threadTopic(subject)).toBe(topic);
  });
});

describe('messageIds', () => {
  it('reads bracketed ids and a lone bare id', () => {
    expect(messageIds('<a@x> <b@y>\r\n\t<c@z>')).toEqual(['<a@x>', '<b@y>', '<c@z>']);
    expect(messageIds('a@x')).toEqual(['<a@x>']);
    expect(messageIds('some text')).toEqual([]);
    expect(messageIds(null)).toEqual([]);
  });
});

describe('conversationId', () => {
  it('is the same for a root, its reply without References, and a deep reply', () => {
    const root = conversationId({ messageId: '<r@x>', inReplyTo: null, references: null, subject: 'A' });
    expect(conversationId({ messageId: '<c@x>', inReplyTo: '<r@x>', references: null, subject: 'Re: A' })).toBe(root);
    expect(conversationId({ messageId: '<d@x>', inReplyTo: '<c@x>', references: '<r@x> <c@x>', subject: 'Re: A' })).toBe(root);
  });

  it('is null without ids and subject', () => {
    expect(conversationId({ messageId: null, inReplyTo: null, references: null, subject: '  ' })).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { forwardedMessage, latestMessage } from './latest-message.js';
import { splitSentences } from './sentences.js';

// Two github/email_reply_parser fixtures, shipped in test-data (test-data/SOURCE.md).
const replyParserFixtures = path.resolve(import.meta.dirname, '../../test-data/email-reply-parser');

describe('latestMessage', () => {
  it('cuts quoted replies, forwarded and original messages', () => {
    expect(latestMessage('Sounds good.\n\nOn Mon, May 6, 2024 at 9:00 AM Ann <a@b.c> wrote:\n> Please send it.')).toBe('Sounds good.');
    expect(latestMessage('See below.\n-----Original Message-----\nFrom: Ann\nPlease send it.')).toBe('See below.');
    expect(latestMessage('FYI\n\nFrom: Ann Lee\nSent: Monday\nTo: Sam\nSubject: X\n\nPlease send it.')).toBe('FYI');
    expect(latestMessage('Ok\n> quoted line\nmore')).toBe('Ok\nmore');
    expect(latestMessage('Agreed.\n\nMartin Cuilla 10/27/2000 10:00 AM\nTo: Sam Reed/HOU/ECT@ECT\nPlease bid.')).toBe('Agreed.');
    expect(latestMessage('The call is on 5/20/2024 10:00 am.\nPlease join.')).toBe('The call is on 5/20/2024 10:00 am.\nPlease join.');
  });

  it('keeps a card that opens with a rule (hyvl-d/miscellaneous/cle/18, "Save the Date!")', () => {
    const card =
      '_____________________________________\n\nEnron Law Conference\n2001\n\nMay 2-4, 2001\nWestin Riverwalk\n\n_____________________________________';
    expect(latestMessage(card)).toBe(
      '_____________________________________\n\nEnron Law Conference\n2001\n\nMay 2-4, 2001\nWestin Riverwalk',
    );
  });

  it('cuts signatures after a sign-off or a "-- " line, not a "Thanks" that opens the mail', () => {
    expect(latestMessage('Please call me.\n\nThanks,\nAnn Lee\nDirector\n+1 555 0100')).toBe('Please call me.');
    expect(latestMessage('Please call me.\n-- \nAnn Lee')).toBe('Please call me.');
    expect(latestMessage('Hi Sam,\nThanks!\nThe numbers are in.')).toBe('Hi Sam,\nThanks!\nThe numbers are in.');
  });

  it('handles the github/email_reply_parser fixtures', () => {
    const fixture = (name: string) => readFileSync(path.join(replyParserFixtures, name), 'utf8');
    expect(latestMessage(fixture('email_1_2.txt'))).not.toMatch(/wrote:/);
    expect(latestMessage(fixture('email_iPhone.txt'))).not.toMatch(/Sent from my iPhone/);
  });
});

describe('splitSentences', () => {
  it('joins hard-wrapped lines, splits sentences, keeps list items apart and drops greetings', () => {
    const text =
      'Hi Sam,\n\nThe draft of the lease for the second floor is attached. Could you\nreview it before Friday? Mr. Lee agrees.\nAnn Lee\nActing Director\n- sign page 2\n- return it';
    expect(splitSentences(text)).toEqual([
      'The draft of the lease for the second floor is attached.',
      'Could you review it before Friday?',
      'Mr. Lee agrees.',
      'Ann Lee',
      'Acting Director',
      'sign page 2',
      'return it',
    ]);
  });
});

describe('forwardedMessage', () => {
  it('reads the message a bare forward carries and whom it was first sent to (hyvl-d/gas/crestar/30)', () => {
    const fw =
      "-----Original Message-----\nFrom: Kleiner, Michael\nSent: Wednesday, March 28, 2001 4:37 PM\nTo: 'voinorml@bp.com'; 'Dan.J.Hyvl@enron.com';\n'bruce_kohrs@keyspancanada.com'; Houghton, Brian\nSubject: Assignment of transaction no. 1\n\nEveryone;\n\nAttached is a revised assignment agreement which we hope you will find\nsatisfactory.\n\nGulf Canada Resources Limited\n";
    const found = forwardedMessage(fw)!;
    expect(found.recipients).toEqual(['voinorml@bp.com', 'dan.j.hyvl@enron.com', 'bruce_kohrs@keyspancanada.com']);
    expect(found.body).toMatch(/^Everyone;\n\nAttached is a revised assignment agreement/);
  });

  it('is nothing when the forwarder wrote a note of their own', () => {
    expect(forwardedMessage('FYI\n\n-----Original Message-----\nFrom: Ann\nTo: sam@acme.com\nSubject: X\n\nPlease send it.')).toBeNull();
    expect(forwardedMessage('Please send it.')).toBeNull();
  });
});

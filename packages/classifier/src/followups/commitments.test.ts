import { describe, expect, it } from 'vitest';
import { asksSomething } from './asks.js';
import { extractCommitments } from './commitments.js';

// Sent on Wednesday 2001-10-24, 10:00 in Houston.
const SENT = new Date('2001-10-24T15:00:00Z');
const ZONE = 'America/Chicago';
const day = (d: Date) => d.toISOString().slice(0, 10);

// Sentences from Enron sent mail (/work/shared/data/enron-dev/maildir/*/sent*), copied verbatim.
describe('commitments in sent mail', () => {
  it('"I\'ll get it to you today" is a task due the day it was sent, for the recipient', () => {
    const [c, ...rest] = extractCommitments("No problem Tom. I'll get it to you today.", SENT, ZONE, 'Tom Alonso');
    expect(rest).toEqual([]);
    expect(c).toMatchObject({ title: 'Get it to Tom' });
    expect(day(c!.due)).toBe('2001-10-24');
  });

  it('the promise after a dash, due "before the end of the day"', () => {
    const [c] = extractCommitments("i have to set it up in sportsline.com - i'll have it done before the end of the day", SENT, ZONE);
    expect(c?.title).toBe('Have it done');
    expect(day(c!.due)).toBe('2001-10-24');
  });

  it('"but I will do that by tomorrow" is due the next day', () => {
    const [c] = extractCommitments(
      'see below - I still have to find someone whose email we can send the requests but I will do that by tomorrow',
      SENT,
      ZONE,
    );
    expect(c?.title).toBe('Do that');
    expect(day(c!.due)).toBe('2001-10-25');
  });

  it('statements about the writer, promises without a day and conditional offers are not tasks', () => {
    const none = [
      'I will be out of the office on Friday, Monday and Tuesday for vacation.',
      'As I am getting off night shift today, I will be unable to attend the HR presentation.',
      "I'll bring it home so you can look it over.",
      'If your badge is not there, then I will come and pick you up when you get here and bring you up.',
      "I'm going to a Halloween party this weekend at my manager's house.",
    ];
    for (const sentence of none) expect(extractCommitments(sentence, SENT, ZONE), sentence).toEqual([]);
  });

  it('reads only the latest message, not the quoted thread below it', () => {
    const body = 'Sounds good.\n\n-----Original Message-----\nFrom: Tom\nI will send the contract by Friday.';
    expect(extractCommitments(body, SENT, ZONE)).toEqual([]);
  });
});

describe('whether a sent message waits on an answer', () => {
  it('a question or a request waits; an acknowledgement does not', () => {
    expect(asksSomething('Did you go to the APB party at Grasshopper?')).toBe(true);
    expect(asksSomething('Please write me if there is anything else that you need from me. Can you send me the W-4 form by Friday?')).toBe(
      true,
    );
    expect(asksSomething('No problem Tom. Thanks for the update.')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { emailDue } from './email-due.js';

// rogers-b/ctg_deals/146, sent Tuesday 2000-04-04.
const SENT = new Date('2000-04-04T18:41:00Z');
const CARD =
  'Please Join "ENRON 350" \nfor Our MS(180) Carbo Load Dinner\n$5.99 All-You-Can-Eat Spaghetti\nFriday, April 14 @ 5:00pm - 7:00pm\nNew York Pizzeria\n\nI\'ll send a reminder next week.';

describe('emailDue', () => {
  it("dates an invitation to join an event by the card's lines after it", () => {
    expect(emailDue('The Enron 350 Carbo-Load', CARD, SENT, 'Etc/GMT+7', 0, true, true)?.day.toISOString().slice(0, 10)).toBe('2000-04-14');
  });

  it("takes no deadline from the sender's own next step or from a date without a deadline word", () => {
    expect(emailDue('The Enron 350 Carbo-Load', CARD, SENT, 'Etc/GMT+7', 0, true, false)).toBeNull();
    expect(emailDue('Budget', "I'll send a reminder next week.", SENT, 'Etc/GMT+7', null)).toBeNull();
    expect(emailDue('Budget', 'Please send me the numbers next week.', SENT, 'Etc/GMT+7', null)).not.toBeNull();
  });
});

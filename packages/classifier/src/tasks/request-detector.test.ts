import { describe, expect, it } from 'vitest';
import { detectRequests } from './request-detector.js';

const asks = (text: string) => detectRequests(text).map((r) => r.sentence);

describe('detectRequests', () => {
  it('keeps requests made with an imperative, please, a question or "can you"', () => {
    expect(asks('Please send me the signed lease by Friday.')).toHaveLength(1);
    expect(asks('As discussed on the call, please review the revised budget.')).toHaveLength(1);
    expect(asks('Can you confirm the delivery address for the new racks?')).toHaveLength(1);
  });

  it('reads "lets discuss" as "let\'s discuss" and splits after a company name typed with two spaces (hyvl-d/gas/southern/33)', () => {
    const body =
      'Please note the following document that we are still negotiating with \nSouthern Co.  When you get a chance, lets discuss.  \n\nThanks.';
    expect(asks(body)).toEqual(["When you get a chance, let's discuss."]);
    expect(asks('The new system lets us see every deal at once.')).toEqual([]);
  });

  it('skips log output, table rows and lines of dates and numbers', () => {
    expect(asks('Error loading price data - job continuing... ---- Import Schedule ----')).toEqual([]);
    expect(asks('!!!Could not open file C:\\reports\\daily.txt, retrying')).toEqual([]);
    expect(asks('Trades From: 9/1/2001 To: 9/24/2001 Desk Total Deals Total MWH')).toEqual([]);
    expect(asks('Monday 14 October 10:00 AM Eastern Time')).toEqual([]);
  });

  it('skips polite closers, announcements and signatures', () => {
    expect(asks('Please call me with any questions.')).toEqual([]);
    expect(asks('As always, let me know if you have questions.')).toEqual([]);
    expect(asks('Pls let me know if there is anything else I can do to help.')).toEqual([]);
    expect(asks('Please join me in welcoming Maria to the finance team.')).toEqual([]);
    expect(asks('Please, please ask me if you have ANY questions about the new process.')).toEqual([]);
    expect(asks('Please be aware that the network will be down on Sunday.')).toEqual([]);
    expect(asks('Stay tuned for further updates on the merger.')).toEqual([]);
    // cuilla-m/inbox/5: a registration's record-keeping advice.
    expect(asks('Please make note of your authorization code and save this email for future reference.')).toEqual([]);
    expect(asks('Please send me the signed copy for our records by Friday.')).toHaveLength(1);
    expect(asks('Ann Lee, Operations, w: 212-555-0142 m: 917-555-0199')).toEqual([]);
  });

  it('reads a request written in capitals in sentence case (dean-c/inbox/690)', () => {
    const shouted = 'PLEASE CHANGE THE PRICE ON DAY-AHEAD EL PASO PURCHASE (794022) TO $2.25 - THIS WILL COVER OUR LENDING SERVICE FEE.';
    expect(asks(shouted)).toEqual([
      'Please change the price on day-ahead el paso purchase (794022) to $2.25 - this will cover our lending service fee.',
    ]);
    expect(asks('PLEASE NOTE: INTER-DESK SWAPS ARE NOT THE SAME AS ANNUITIES.')).toEqual([]);
  });

  it('needs a sentence without any request marker to be near certain', () => {
    expect(asks("Here's an update of what we discussed during the meeting.")).toEqual([]);
    expect(asks('You should receive your new badge within the week.')).toEqual([]);
    expect(asks('We will leave school at 9:00 am and be back by 2:30 pm.')).toEqual([]);
  });
});

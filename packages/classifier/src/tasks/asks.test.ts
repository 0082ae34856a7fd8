import { describe, expect, it } from 'vitest';
import { isoDay } from '../util/dates.js';
import { emailDue } from './email-due.js';
import { implicitAsks, needList, ownerObligations } from './implicit-ask.js';
import { meetingTitle } from './meeting-task.js';
import { detectRequests } from './request-detector.js';
import { reviewAsk } from './review-ask.js';

describe('a number given with the call to make', () => {
  it('is a call to the person named by the sentence before, about what they will explain (germany-c/bankrupt/transport/16)', () => {
    const body =
      "I forgot to give you Ivy's number when we spoke.  Call her at\n203-944-7020 and she will walk you through the capacity release process\non Iroquois OnLine.";
    expect(implicitAsks(body, 'Enron noms', 'Robin').map((a) => a.title)).toEqual([
      'Call Ivy about the capacity release process on Iroquois OnLine',
    ]);
    expect(implicitAsks('Please call Mark Lind at (713) 853-6401.', 'Deal', 'Robin').map((a) => a.title)).toEqual(['Call Mark Lind']);
  });

  it('is no ask when it only offers help with questions', () => {
    expect(implicitAsks('Call me at 713-853-6401 if you have any questions.', 'Deal', 'Robin')).toEqual([]);
    expect(implicitAsks('Call Linda at 713-853-6401 with questions.', 'Deal', 'Robin')).toEqual([]);
  });
});

describe('reviewAsk', () => {
  it('reads a document sent for review from Enron legal mail', () => {
    // enron-foldering-dev/mann-k/ge_general/118.
    const hunger = reviewAsk(
      'Attached for your review is a clean copy of version 6 of the World Hunger Form Agreement (first document below), as well as a blackline.',
      'Peter',
    );
    expect(hunger!.title).toBe('Review the clean copy of version 6 of the World Hunger Form Agreement');
    // enron-foldering-dev/rogers-b/genco_jv_ipo/44.: a redline needs no "please review".
    const redline = reviewAsk(
      'Attached is a redlined draft of the CA which includes the comments that I received from both Lance Schuler and Mark Metts. Please feel free to call with any questions.',
      'Stuart',
    );
    expect(redline!.title).toMatch(/^Review the redlined draft of the CA/);
    expect(reviewAsk('Here is the agenda for Tuesday.', 'Ann')).toBeNull();
    // enron-foldering-dev/hyvl-d/gas/gtcs/1.: "Please find below ..." asks to look at it.
    expect(reviewAsk('Please find below details of Phy Gas deals with GTC agreements:\n\nDeal Date: 4/12/01', 'Richard')!.title).toBe(
      'Review the details of Phy Gas deals with GTC agreements',
    );
    // enron-foldering-dev/hyvl-d/gas/denver/18.: "some" revisions are the ones attached.
    expect(
      reviewAsk('After meeting with Quantum, I have attached some suggested revisions to the documents for your review.', 'Dan')!.title,
    ).toBe('Review the suggested revisions to the documents');
  });
});

describe('asks of the owner written about them', () => {
  it('someone else waiting on the owner is an ask (riverside-lofts-07)', () => {
    const [need] = implicitAsks(
      'Studio Vale recommends approval of the revised CO-12 at $36,900. Over to you - Kevin needs your decision today to keep the excavator.',
      'RE: Change order CO-12 - additional rock excavation',
      'Lena',
    );
    expect(need!.title).toBe('Decide on Change order CO-12');
    expect(implicitAsks('Kevin needs a decision from the board.', 'CO-12', 'Lena')).toEqual([]);
  });

  it('a recap that gives the owner a step in the third person (hyvl-d/gas/engage/6)', () => {
    const recap =
      'As a result, Dan does not need to review the draft guarantee. Dan is to coordinate negotiating/obtaining a new guarantee from Westcoast Gas Inc. (on behalf of Engage Canada) to ENA.';
    expect(ownerObligations(recap, ['dan', 'daniel']).map((a) => a.title)).toEqual([
      'Coordinate negotiating/obtaining a new guarantee from Westcoast Gas Inc. to ENA',
    ]);
    expect(ownerObligations('Dan will be out on Friday. Danielle is to send the draft.', ['dan'])).toEqual([]);
  });
});

describe('an ask relayed to the reader', () => {
  it("is the reader's, in the imperative (dean-c/inbox/871)", () => {
    const body =
      'Please note - \nKathy asked that we update our EPE distribution list. Suggestion - create a personal contact folder in Outlook called "El Paso" that includes the following e-mail addresses:';
    expect(implicitAsks(body, 'EPE Contacts - PLEASE READ', 'Kate').map((a) => a.title)).toEqual(['Update your EPE distribution list']);
    expect(detectRequests(body).map((r) => r.sentence)).not.toContain('Please note -');
    expect(implicitAsks('They have asked that we sign and return to them a form W-8.', '', 'Ann').map((a) => a.title)).toEqual([
      'Sign and return to them a form W-8',
    ]);
  });

  it("leaves the owner's own asks and wishes that are no deed", () => {
    expect(implicitAsks('You asked us to determine if, after the sale to AEP, ENA has enough contracts.', '', 'Ann')).toEqual([]);
    expect(implicitAsks('He asked that we be patient.', '', 'Ann')).toEqual([]);
  });
});

describe('what the sender lacks from a third party', () => {
  it("is the owner's to chase (demo riverside-lofts-02)", () => {
    const [chase] = implicitAsks(
      'We still need the updated lien waivers from Brennan Construction for the electrical and plumbing subcontractors.',
      'Draw request #4',
      'Alicia',
    );
    expect(chase!.title).toBe('Get the updated lien waivers from Brennan Construction');
    // Needs from the owner are the owner's own deeds, not something to chase.
    expect(implicitAsks('We still need the signed form from you.', 'Form', 'Alicia').map((a) => a.title)).not.toContain(
      'Get the signed form from you',
    );
  });
});

describe('needList', () => {
  it('turns a list of what is needed from the owner into one task per item, with the introduction for its deadline (demo quarterly-close-01, northwind-02)', () => {
    const body =
      'Working day 10: final pack to the auditors\nFrom your side we need, before the 15th:\n- bank statements for the two Harbour Tower operating accounts\n- the loan interest confirmation from Granite Trust Bank\n- a list of any invoices you have received but not yet passed to us\n\nLet me know if any of these will be late.';
    const items = needList(body, 'Hannah');
    expect(items.map((a) => a.title)).toEqual([
      'Send Hannah the bank statements for the two Harbour Tower operating accounts',
      'Send Hannah the loan interest confirmation from Granite Trust Bank',
      'Send Hannah a list of any invoices you have received but not yet passed to Hannah',
    ]);
    expect(items[0]!.sentence).toMatch(/^From your side we need, before the 15th: bank statements/);
    const two = needList(
      'I still need two things from you:\n- the payment schedule for the Dock 4 conveyor upgrade (deposit and milestones)\n- confirmation that the Q3 dividend is still planned at $250k\n\nCould you get these to me by end of day tomorrow?',
      'Elena',
    );
    expect(two.map((a) => a.title)).toEqual([
      'Send Elena the payment schedule for the Dock 4 conveyor upgrade',
      'Confirm to Elena that the Q3 dividend is still planned at $250k',
    ]);
    expect(needList('We need the following dates for the offsite: Monday or Tuesday.', 'Ann')).toEqual([]);
  });
});

describe('implicitAsks', () => {
  it('reads asks written as statements and plain questions', () => {
    // The demo's revised change order: "We need approval by end of day Thursday".
    const [need] = implicitAsks(
      'Revised CO-12: $36,900. We need approval by end of day Thursday, otherwise we demobilise.',
      'Change order CO-12 - additional rock excavation',
      'Kevin',
    );
    expect(need!.title).toBe('Approve Change order CO-12');
    // enron-foldering-dev/mann-k/fuel_cells/83.
    const [question] = implicitAsks(
      'Where do the discussions with FCE stand? Also, Stephen will be sending you the latest draft.',
      'Fuel Cells',
      'Scott',
    );
    expect(question).toMatchObject({ sentence: 'Where do the discussions with FCE stand?', title: null });
    expect(implicitAsks('Sales were up 4% this quarter.', 'Numbers', 'Ann')).toEqual([]);
  });
});

describe('emailDue', () => {
  const sent = new Date('2025-05-12T14:15:00Z'); // Monday
  it('takes the deadline stated next to the request, else in the subject or the rest of the email', () => {
    const body = 'Please review the revised CO-12. We need approval by end of day Thursday. The excavator is on site until Friday.';
    expect(isoDay(emailDue('Change order CO-12', body, sent, 'UTC', 0)!.day)).toBe('2025-05-15');
    expect(isoDay(emailDue('Interim audit - PBC list (12 items) - due Friday', 'Please upload your items.', sent, 'UTC', 0)!.day)).toBe(
      '2025-05-16',
    );
    expect(emailDue('Numbers', 'Please send the numbers. We met on Friday last week.', sent, 'UTC', 0)).toBeNull();
  });

  it('takes a day the subject names ahead of the email, but not a span (dean-c/inbox/686, cuilla-m/inbox/70)', () => {
    const lending = new Date('2001-09-27T20:30:00Z');
    const body = 'Please purchase to cover this position under the STWHOURLY desk.';
    expect(isoDay(emailDue('EPE Lending for 9/28', body, lending, 'Etc/GMT+7', 0)!.day)).toBe('2001-09-28');
    expect(
      emailDue('Houston Trip Nov 26-28th', "Let's meet with him to discuss Lennox.", new Date('2001-11-20T16:00:00Z'), 'Etc/GMT+6', 0),
    ).toBeNull();
    expect(emailDue('Lending for 9/28', body, lending, 'Etc/GMT+7', 0, false)).toBeNull();
  });

  it('with several tasks, leaves a date elsewhere in the email to the task it belongs to', () => {
    const body = 'Could you send me the signed lease by Friday? Please call the surveyor.';
    expect(emailDue('Lease', body, sent, 'UTC', 1, false)).toBeNull();
    expect(isoDay(emailDue('Lease', body, sent, 'UTC', 1, true)!.day)).toBe('2025-05-16');
  });
});

describe('meetingTitle', () => {
  it("leaves the time of day in a subject to the task's day (dean-c/inbox/381)", () => {
    const received = new Date('2001-10-22T00:00:00Z');
    expect(meetingTitle('TUESDAY 8 a.m. - Houston-based All-Employee Meeting', new Date('2001-10-23T00:00:00Z'), received)).toBe(
      'Attend the Houston-based All-Employee Meeting (Tue, Oct 23)',
    );
  });

  it("leaves the when of a calendar invitation's subject to the day", () => {
    const received = new Date('2026-11-30T00:00:00Z');
    expect(meetingTitle('Invitation: Design review @ Thu Dec 3, 2pm - 3pm (EST)', new Date('2026-12-03T00:00:00Z'), received)).toBe(
      'Attend the Design review (Thu, Dec 3)',
    );
  });

  it("says what and when, without the subject's shouting", () => {
    const received = new Date('2001-04-23T00:00:00Z');
    // enron-foldering-dev/shackleton-s/meetings/11.
    expect(meetingTitle("Meeting to discuss Tri-Union's SWAP", new Date('2001-04-25T00:00:00Z'), received)).toBe(
      "Attend the meeting on Tri-Union's SWAP (Wed, Apr 25)",
    );
    expect(meetingTitle('URGENT - REQUIRES IMMEDIATE ACTION - UBS Orientation', null, received)).toBe('Attend the UBS Orientation');
  });

  it("names the event a subject names, else a meeting on its topic, without the subject's own when", () => {
    const received = new Date('2001-10-30T00:00:00Z');
    const thursday = new Date('2001-11-01T00:00:00Z');
    // enron-dev/maildir/cuilla-m/inbox/18. and 68.
    expect(meetingTitle('ENA Trading Track - Interviews November', thursday, received)).toBe(
      'Attend the ENA Trading Track Interviews (Thu, Nov 1)',
    );
    expect(meetingTitle('Great Lakes representative', thursday, received)).toBe(
      'Attend the meeting on Great Lakes representative (Thu, Nov 1)',
    );
    expect(meetingTitle('Target Price Methodology Conference Call Thursday June 29', null, received)).toBe(
      'Attend the Target Price Methodology Conference Call',
    );
    expect(meetingTitle('Save the Date!', null, received)).toBe('Attend the meeting');
    // hyvl-d/miscellaneous/cle/18.: the card names the event on a line of its own.
    const card =
      '_____________________________________\n\nEnron Law Conference\n2001\n\nMay 2-4, 2001\nWestin Riverwalk\nSan Antonio, Texas';
    expect(meetingTitle('Save the Date!', thursday, received, card)).toBe('Attend the Enron Law Conference (Thu, Nov 1)');
    expect(meetingTitle('LM-6000 deals', null, received, card)).toBe('Attend the meeting on LM-6000 deals');
  });
});

describe('closers', () => {
  it('"let me know if you need any more details" is courtesy, not a task (enron-foldering-dev/hyvl-d/gas/gtcs/1.)', () => {
    expect(detectRequests('Please let me know if you need any more details.')).toEqual([]);
    expect(detectRequests('Please note the following document that we are still negotiating with Southern Co.')).toEqual([]);
    // dean-c/inbox/628.
    expect(detectRequests('Please also be aware of any colleagues who may require assistance during this time.')).toEqual([]);
  });
});

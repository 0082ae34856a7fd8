import { describe, expect, it } from 'vitest';
import { questionTitle } from './question-title.js';
import { subjectTopic, tidyAction, withTopic } from './title-tidy.js';

describe('tidyAction', () => {
  it('keeps the imperative and its object, dropping reasons, follow-ons and trailing deadlines (demo and Enron requests)', () => {
    expect(
      tidyAction('approve the invoice and send us a new PO number before the 15th so we can keep the June clean on the schedule', 'Ann'),
    ).toBe('approve the invoice and send Ann a new PO number');
    expect(tidyAction('Let us know by then which option you would like', 'Ravi')).toBe('Tell Ravi which option you would like');
    expect(tidyAction('let me know if you can attend', 'Souad')).toBe('Tell Souad whether you can attend');
    expect(tidyAction('provide us any of the referenced info needed for GENCO', 'Thomas')).toBe(
      'provide Thomas any of the referenced info needed for GENCO',
    );
    // rogers-b/genco_jv_ipo/298: 'Would it be possible to receive from you ...' is sending from the owner's side.
    expect(tidyAction('receive from you either a print out of the documents or the documents on CD ROM', 'Michael')).toBe(
      'Send Michael either a print out of the documents or the documents on CD ROM',
    );
    expect(tidyAction("Let's meet with him to discuss Lennox", 'Souad')).toBe('meet with him to discuss Lennox');
    // mann-k/lm6000/182: the ellipsis joins the reason on; the sender is who "us" is.
    expect(tidyAction("join us ...as we're in the home stretch", 'Lee')).toBe('join Lee');
    expect(tidyAction('Approve the emergency call-out as soon as possible', 'Tom')).toBe('Approve the emergency call-out');
    expect(tidyAction('Book a slot by Wednesday: https://signup.example.com/maplegrove/conferences', 'Ann')).toBe('Book a slot');
    expect(tidyAction("Look at the National Fuel's Standard Master Gas Purchase Contract", 'Jeff')).toBe(
      "Review the National Fuel's Standard Master Gas Purchase Contract",
    );
  });
});

describe('questionTitle', () => {
  it('reads a negative question, after an opener, as asking whether (germany-c/ces/154)', () => {
    expect(questionTitle("Either way wouldn't this be billed at gas daily as long as we are not restricted?", 'the sender')).toBe(
      'Tell the sender whether this would be billed at gas daily as long as we are not restricted',
    );
    expect(questionTitle("Also, doesn't it expire in May?", 'Ann')).toBe('Tell Ann whether it expires in May');
    expect(questionTitle("Can't we move the call to Monday?", 'Ann')).toBe('Tell Ann whether we can move the call to Monday');
  });

  it('turns a question into what to tell the sender', () => {
    expect(questionTitle('Are you free on Thursday for a site visit?', 'Ann')).toBe(
      'Tell Ann whether you are free on Thursday for a site visit',
    );
    expect(questionTitle('What is the status of the tolling agreement?', 'Ben')).toBe('Tell Ben the status of the tolling agreement');
    expect(questionTitle('When can we meet?', 'Ann')).toBe('Tell Ann when we can meet');
    expect(questionTitle('Where do the discussions with FCE stand?', 'Scott')).toBe('Tell Scott where the discussions with FCE stand');
    expect(questionTitle('Would any of these work for you next week?', 'Rachel')).toBe(
      'Tell Rachel whether any of these would work for you next week',
    );
  });
});

describe('subjectTopic and withTopic', () => {
  it('names the thing a vague title points at', () => {
    expect(subjectTopic('RE: Change order CO-12 - additional rock excavation')).toBe('Change order CO-12');
    expect(withTopic('Look at this', 'FW: Gatherco Files')).toBe('Look at the Gatherco Files');
    expect(withTopic('Reply to Richard', 'Sevier County Utility District')).toBe('Reply to Richard about Sevier County Utility District');
    expect(withTopic('Send Ann the lease', 'Lease')).toBe('Send Ann the lease');
    // vepco/49 and northwind-07: what the document or the comments are about.
    expect(withTopic('Review the attached document', 'Amended Application')).toBe('Review the Amended Application');
    expect(withTopic('Send Catherine any corrections', 'Draft minutes - April board meeting')).toBe(
      'Review the Draft minutes and send Catherine any corrections',
    );
    // shapiro-r/canada/2.: thoughts on an ad are given after reading it.
    expect(withTopic('Give Eric your thoughts', 'Proposed Ad for the Ontario Market')).toBe(
      'Review the Proposed Ad for the Ontario Market and send Eric your thoughts',
    );
    expect(withTopic('Tell Eric your thoughts', 'Proposed Ad')).toBe('Tell Eric your thoughts on the Proposed Ad');
    expect(withTopic('Send Catherine any corrections to the minutes', 'Draft minutes')).toBe(
      'Send Catherine any corrections to the minutes',
    );
    // From the demo mailbox: a pronoun right after the verb, verbs without an object, a framed subject.
    expect(withTopic('Get these to Elena', 'Cash flow forecast - need your numbers by end of day')).toBe(
      'Get the Cash flow forecast to Elena',
    );
    expect(withTopic('Ask these users to enrol', 'Action required: enable MFA for 3 remaining users')).toBe('Ask these users to enrol');
    expect(withTopic('Review and approve', 'Change order CO-12 - additional rock excavation')).toBe(
      'Review and approve the Change order CO-12',
    );
    expect(subjectTopic('Question about a sidewalk sign for Café Lumen')).toBe('a sidewalk sign for Café Lumen');
  });
});

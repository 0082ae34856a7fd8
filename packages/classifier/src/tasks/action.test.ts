import { describe, expect, it } from 'vitest';
import { toAction } from './action.js';
import { toReplyPerson, toTaskPerson } from './person.js';

describe('toAction', () => {
  it('lifts the verb phrase out of request frames', () => {
    expect(toAction('Could you please send me the signed lease?', null)).toEqual({ kind: 'do', text: 'send me the signed lease' });
    expect(toAction('Leslie, can you attend this meeting for me?', null)).toEqual({ kind: 'do', text: 'attend this meeting' });
    expect(toAction('Would you mind sending the file?', null)).toEqual({ kind: 'do', text: 'send the file' });
    expect(toAction('I need you to sign the form, thanks.', null)).toEqual({ kind: 'do', text: 'sign the form' });
    expect(toAction('I need the Q3 numbers.', null)).toEqual({ kind: 'do', text: 'send me the Q3 numbers' });
    expect(toAction('Please review the draft by Friday.', 'Friday')).toEqual({ kind: 'do', text: 'review the draft' });
    expect(toAction("When you get a chance, let's discuss.", null)).toEqual({ kind: 'do', text: "let's discuss" });
    expect(toAction('Can I get a copy of the FuelCell Energy purchase order form.', null)).toEqual({
      kind: 'do',
      text: 'send me a copy of the FuelCell Energy purchase order form',
    });
    expect(toAction('Can I get there by train?', null).kind).toBe('answer');
    expect(toAction('Send the deck to Kim.', null)).toEqual({ kind: 'do', text: 'Send the deck to Kim' });
  });

  it('keeps questions and statements in the sender words', () => {
    expect(toAction('Are you free on Thursday?', null)).toEqual({ kind: 'answer', text: 'Are you free on Thursday?' });
    expect(toAction('Will you be home?', null).kind).toBe('answer');
    expect(toAction('Would you like us to replace the pads?', null).kind).toBe('answer');
    expect(toAction('Can you confirm by Thursday?', 'Thursday')).toEqual({ kind: 'do', text: 'confirm by Thursday' });
    expect(toAction('Could you do Tuesday or Wednesday?', 'Tuesday')).toEqual({ kind: 'do', text: 'do Tuesday or Wednesday' });
    expect(toAction("I'll call you tonight.", null)).toEqual({ kind: 'follow_up', text: "I'll call you tonight." });
    // rogers-b/ctg_deals/202: "Have" before its subject asks; "Have Bob call me" instructs.
    expect(toAction('Have we priced the 60/40 split scenario?', null).kind).toBe('answer');
    expect(toAction('Have Bob call me about the split.', null)).toEqual({ kind: 'do', text: 'Have Bob call me about the split' });
    // hyvl-d/gas/denver/24: a numbered point's label is not part of the question.
    expect(toAction('Section 9, Do we have a problem making the assignment language bi lateral??', null)).toEqual({
      kind: 'answer',
      text: 'Do we have a problem making the assignment language bi lateral?',
    });
  });
});

describe('a reason clause before the ask', () => {
  it('lifts the modal question that follows "since ..." (rogers-b/genco_jv_ipo/57)', () => {
    expect(
      toAction('Since Don, Jinsung and Clement are out can you provide us any of the referenced info needed for GENCO?', null),
    ).toEqual({
      kind: 'do',
      text: 'provide us any of the referenced info needed for GENCO',
    });
    // Without the reason clause a statement with "will you" later stays a question.
    expect(toAction('The team asked whether you will join?', null).kind).toBe('answer');
  });
});

describe('points of view', () => {
  it('writes a task about the sender and a reply to the sender', () => {
    expect(toTaskPerson('send me my copy', 'Ann')).toBe("send Ann Ann's copy");
    expect(toTaskPerson('let me know', null)).toBe('let the sender know');
    expect(toTaskPerson("tell me and I'll book it", 'Nina')).toBe('tell Nina and Nina will book it');
    expect(toReplyPerson('send me your notes')).toBe('send you my notes');
    expect(toReplyPerson('tell me when you are free')).toBe('tell you when I am free');
    expect(toReplyPerson('forward me the roofer you used last year')).toBe('forward you the roofer I used last year');
    expect(toReplyPerson('send me the deposit you paid')).toBe('send you the deposit I paid');
  });
});

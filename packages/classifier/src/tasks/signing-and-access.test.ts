import { describe, expect, it } from 'vitest';
import { mailToSam } from '../test-support/classified.js';

/** Signatures, access and voicemail as Microsoft 365 and e-signature services send them (received Wednesday 2024-05-08). */
const { classified } = mailToSam();
const titles = (over: Parameters<typeof classified>[0]) => classified(over).proposedTasks.map((t) => t.title);

describe('signing and access', () => {
  it("a sharing system's access request is approved or declined by the owner", () => {
    const result = classified({
      fromName: 'SharePoint Online',
      fromAddress: 'no-reply@sharepointonline.com',
      subject: "Jordan Blake wants to access 'Q4 Budget.xlsx'",
      bodyText: 'Jordan Blake wants to access \'Q4 Budget.xlsx\'\n\n"Need it for the board deck, thanks!"\n\nApprove   Decline',
    });
    expect(result.proposedTasks.map((t) => t.title)).toEqual(["Approve or decline Jordan Blake's access to 'Q4 Budget.xlsx'"]);
    expect(result.replyNeeded).toBe(false);
  });

  it('an e-signature service is a system: the document is signed there, not answered', () => {
    const result = classified({
      fromName: 'Adobe Sign',
      fromAddress: 'adobesign@adobesign.com',
      subject: 'Please sign: Offer Letter - Dana Kim',
      bodyText: 'Tom Reyes has requested your signature on Offer Letter - Dana Kim.\n\nReview and sign',
    });
    expect(result.proposedTasks.map((t) => t.title)).toEqual(['Sign Offer Letter - Dana Kim']);
    expect(result.replyReason).toBe('Automated notification');
  });

  it("a colleague's access request put after a clause approves what the clause named", () => {
    expect(
      titles({
        fromName: 'Jordan Blake',
        fromAddress: 'jordan@triage.test',
        subject: 'Access',
        bodyText: 'Hi Sam,\n\nI requested access to the Q4 budget workbook - could you approve when you get a sec?\n\nJordan',
      }),
    ).toEqual(['Approve access to the Q4 budget workbook']);
  });

  it('a subject naming the document as it should come back ("Signed NDA") names the document', () => {
    expect(
      titles({
        fromName: 'Greg Fox',
        fromAddress: 'greg@vendor.test',
        subject: 'Signed NDA',
        bodyText: 'Sam,\n\nAttached is the NDA. Please sign and return by Monday so we can share the drawings.\n\nGreg',
      }),
    ).toEqual(['Sign and return the NDA']);
    expect(
      titles({ fromName: 'Greg Fox', fromAddress: 'greg@vendor.test', subject: 'Signed NDA', bodyText: 'Please return by Monday.' }),
    ).toEqual(['Return the Signed NDA']);
  });
});

describe('voicemail and bounces', () => {
  it("a voicemail's transcript carries the caller's ask", () => {
    expect(
      titles({
        fromName: 'Microsoft Outlook',
        fromAddress: 'no-reply@microsoft.com',
        subject: 'Voice Mail (32 seconds) from Jordan Blake',
        bodyText:
          "You received a voice mail from Jordan Blake at +1 415 555 0100.\n\nTranscription: Hi Sam, it's Jordan. Can you call me back about the budget? Thanks.",
      }),
    ).toEqual(['Call Jordan back about the budget']);
  });

  it("a voicemail system's subject names the caller when its body is the transcript", () => {
    const result = classified({
      fromName: 'Voicemail',
      fromAddress: 'voicemail@triage.test',
      subject: 'Voicemail from Tom Reyes (2 minutes)',
      bodyText: "Hi Sam, it's Tom from facilities. Can you call me back before 3 about the loading dock access? Thanks.\n\nDuration: 1:52",
    });
    expect(result.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([
      ['Call Tom back before 3 about the loading dock access', '2024-05-08'],
    ]);
    expect(result.replyNeeded).toBe(false);
  });

  it("Exchange's bounce is a system's notice, not a person to greet", () => {
    const result = classified({
      fromName: 'Microsoft Outlook',
      fromAddress: 'MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@triage.test',
      subject: 'Undeliverable: Q4 Budget',
      bodyText: "Your message to jordan@contso.com couldn't be delivered.\n\njordan wasn't found at contso.com.",
    });
    expect(result.proposedTasks).toEqual([]);
    expect(result.replyReason).toBe('Automated notification');
  });
});

export interface SampleEmail {
  id: string;
  from: string;
  subject: string;
  body: string;
}

/** Preview & Test's two built-in samples. */
export const SAMPLE_EMAILS: readonly SampleEmail[] = [
  {
    id: 'elevator',
    from: 'Dana Whitfield <dana.whitfield@apexelevator.com>',
    subject: 'URGENT: Elevator car 2 out of service - need PO approval today',
    body:
      'Hi,\n\nOur technician confirmed that the drive board on elevator car 2 at Harbour Tower has failed. ' +
      'The replacement part is $4,850 and we can install it tomorrow morning if we receive a signed purchase order by 3 PM today.\n\n' +
      'Could you please approve the PO and send it back? Tenants on floors 10-14 are already complaining.\n\nThanks,\nDana',
  },
  {
    id: 'board-pack',
    from: 'Marcus Lee <marcus.lee@northwindlogistics.com>',
    subject: 'Board pack draft - please review the financial section by Friday',
    body:
      'Hello,\n\nAttached is the draft board pack for the June meeting. Please review the financial section ' +
      '(pages 12-19) and send me your comments by Friday. Can you also confirm the Q2 cash flow numbers with the finance team?\n\n' +
      'Best regards,\nMarcus',
  },
];

const SAMPLE_PREVIEW_LENGTH = 120;

/** The first 120 characters of the body (whitespace collapsed), with an ellipsis when cut. */
export function samplePreview(body: string, length = SAMPLE_PREVIEW_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

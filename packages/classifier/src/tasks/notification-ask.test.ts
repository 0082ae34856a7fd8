import { describe, expect, it } from 'vitest';
import { emailDue } from './email-due.js';
import { classify } from '../classify/classify.js';
import { context, email } from '../test-support/fixtures.js';
import { appointmentTitle, invoiceAsk, notificationAsk, pickupTitle, replyToConfirm } from './notification-ask.js';

describe('notificationAsk', () => {
  it('reads approval, signature, review and response requests from a subject', () => {
    expect(notificationAsk('3 expense reports are waiting for your approval')).toBe('Approve 3 expense reports');
    expect(notificationAsk('The Harbour Tower lease is awaiting your signature')).toBe('Sign The Harbour Tower lease');
    expect(notificationAsk('Approval required: PO 4471 for office chairs')).toBe('Approve PO 4471 for office chairs');
    expect(notificationAsk('Signature requested: lease renewal, Suite 210')).toBe('Sign lease renewal, Suite 210');
    expect(notificationAsk('Ana requested your review on pull request #88')).toBe('Review pull request #88');
    expect(notificationAsk('Response required: annual compliance survey')).toBe('Respond to annual compliance survey');
    expect(notificationAsk('Approval requested: Travel request - Jordan Blake')).toBe('Approve the travel request: Jordan Blake');
  });

  it('keeps the instruction of "Action required:" as it is, or says to handle the rest', () => {
    expect(notificationAsk('Action required: confirm your payroll details by Friday')).toBe('Confirm your payroll details by Friday');
    expect(notificationAsk('[Action Required] - Your password expires in 3 days')).toBe('Handle - Your password expires in 3 days');
  });

  it('reads e-signature requests, approvals that name what waits after a colon, and work items assigned to the owner', () => {
    expect(notificationAsk('Please DocuSign: Contoso_NDA.pdf')).toBe('Sign Contoso_NDA.pdf');
    expect(notificationAsk('Report awaiting approval: November travel ($1,240)')).toBe('Approve the report: November travel ($1,240)');
    expect(notificationAsk('[JIRA] (OPS-221) Update firewall rules assigned to you')).toBe('Update firewall rules (OPS-221)');
    expect(notificationAsk('Quarterly access review was assigned to you')).toBe('Handle - Quarterly access review');
  });

  it('finds nothing to do in subjects that ask nothing', () => {
    expect(notificationAsk('Your monthly statement is ready')).toBeNull();
    expect(notificationAsk('Approved: expense report for May')).toBeNull();
    expect(notificationAsk('Action required:')).toBeNull();
    expect(notificationAsk('')).toBeNull();
  });
});

describe('invoiceAsk', () => {
  it('asks to pay a bill that states what is due (demo riverside-lofts-09)', () => {
    const body =
      'Invoice W-77310 for the new water service connection at 200 Mill Road is now available.\n\nConnection fee: $14,750.00\nDue: before the 30th of this month';
    expect(invoiceAsk('Invoice W-77310: new water service connection, 200 Mill Road', body)).toBe(
      'Pay invoice W-77310 for new water service connection, 200 Mill Road',
    );
    expect(invoiceAsk('Your bill is ready', 'Amount due: $82.10. Pay online at https://pay.example')).toBe('Pay bill');
  });

  it('asks nothing of a bill that is paid, paid automatically, or states nothing due', () => {
    expect(invoiceAsk('Invoice 4471', 'Thank you for your payment. Amount due: $0.00')).toBeNull();
    expect(invoiceAsk('Your bill is ready', 'Amount due: $82.10 will be automatically charged to your card on file.')).toBeNull();
    expect(invoiceAsk('Invoice 4471', 'Your invoice is attached.')).toBeNull();
    expect(invoiceAsk('Your monthly statement is ready', 'Amount due: $82.10')).toBeNull();
  });
});

describe('appointmentTitle', () => {
  it("reads a booking system's reminder as going to the appointment (demo personal-01)", () => {
    expect(appointmentTitle('Appointment reminder: Tuesday at 3:30 PM with Dr. Chen')).toBe('Attend the appointment with Dr. Chen');
    expect(appointmentTitle('Your appointment is confirmed for May 20')).toBe('Attend the appointment');
    expect(appointmentTitle('Appointment cancelled: Tuesday at 3:30 PM with Dr. Chen')).toBeNull();
    expect(appointmentTitle('Book your next appointment online')).toBeNull();
  });
});

describe('pickupTitle', () => {
  const CAR =
    'Your vehicle is ready for pickup.\n\nVehicle: Subaru Outback\nWork order: 55812\nTotal: $512.40 (paid at pickup)\n\nWe are open until 6:00 pm today and from 7:30 am tomorrow.\n\nThis message was sent automatically. Please do not reply.';

  it("is collecting the thing a system says is ready, named by its line in the body (demo's personal-05)", () => {
    expect(pickupTitle('Your vehicle is ready for pickup', CAR, 'Eastside Auto Service')).toBe(
      'Pick up the Subaru Outback from Eastside Auto Service',
    );
    expect(pickupTitle('Your order is ready for collection', 'Order 1182, 2 items.', 'Harbour Books')).toBe(
      'Pick up your order from Harbour Books',
    );
  });

  it('gives nothing once collected or for a subject that is not a pickup', () => {
    expect(pickupTitle('Your vehicle is ready for pickup', 'Your vehicle was picked up at 5:10 pm.', 'Eastside Auto Service')).toBeNull();
    expect(pickupTitle('Your monthly statement is ready', CAR, 'Eastside Auto Service')).toBeNull();
  });

  it('opening hours set no deadline', () => {
    expect(emailDue('Your vehicle is ready for pickup', CAR, new Date('2025-05-07T20:50:00Z'), 'Etc/GMT+4')).toBeNull();
  });
});

describe('an appointment reminder that confirms by reply', () => {
  const REMINDER = {
    fromName: 'Brightsmile Dental Studio',
    fromAddress: 'reminders@brightsmiledental.example',
    subject: 'Appointment reminder: Tuesday at 3:30 PM with Dr. Chen',
    bodyText:
      'Hello,\n\nThis is a reminder of your appointment at Brightsmile Dental Studio:\n\nTuesday at 3:30 PM - check-up and cleaning with Dr. Amy Chen\n45 Elm Avenue, Suite 2\n\nPlease reply C to confirm, or call us on (555) 014-2200 to reschedule. Please arrive\n10 minutes early.\n\nSee you soon,\nBrightsmile Dental Studio',
    headers: { autoSubmitted: 'auto-generated' },
  };

  it("gives a task to confirm by the appointment's day, answered with the code alone (demo's personal-01)", () => {
    expect(replyToConfirm(REMINDER.bodyText)).toBe('C');
    const r = classify(email(REMINDER), context({ ownerAddresses: ['sam@triage.test'], userName: 'Sam Reed' }));
    expect(r.proposedTasks.map((t) => [t.title, t.dueDate])).toEqual([
      ['Confirm the appointment with Dr. Chen (reply C)', '2024-05-14'],
      ['Attend the appointment with Dr. Chen', '2024-05-14'],
    ]);
    expect(r.replyNeeded).toBe(true);
    expect(r.replyEmail).toBe('C\n\nBest regards,\nSam Reed');
  });

  it('a reminder that asks for no reply gives only the visit, and no reply', () => {
    const r = classify(
      email({ ...REMINDER, bodyText: 'Tuesday at 3:30 PM - check-up with Dr. Amy Chen. Call us to reschedule.' }),
      context({ ownerAddresses: ['sam@triage.test'], userName: 'Sam Reed' }),
    );
    expect(r.proposedTasks.map((t) => t.title)).toEqual(['Attend the appointment with Dr. Chen']);
    expect(r.replyNeeded).toBe(false);
  });
});

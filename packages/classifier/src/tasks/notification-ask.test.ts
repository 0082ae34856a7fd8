import { describe, expect, it } from 'vitest';
import { appointmentTitle, invoiceAsk, notificationAsk } from './notification-ask.js';

describe('notificationAsk', () => {
  it('reads approval, signature, review and response requests from a subject', () => {
    expect(notificationAsk('3 expense reports are waiting for your approval')).toBe('Approve 3 expense reports');
    expect(notificationAsk('The Harbour Tower lease is awaiting your signature')).toBe('Sign The Harbour Tower lease');
    expect(notificationAsk('Approval required: PO 4471 for office chairs')).toBe('Approve - Approval required: PO 4471 for office chairs');
    expect(notificationAsk('Signature requested: lease renewal, Suite 210')).toBe('Sign - Signature requested: lease renewal, Suite 210');
    expect(notificationAsk('Ana requested your review on pull request #88')).toBe('Review - Ana requested your review on pull request #88');
    expect(notificationAsk('Response required: annual compliance survey')).toBe('Respond - Response required: annual compliance survey');
  });

  it('keeps the instruction of "Action required:" as it is, or says to handle the rest', () => {
    expect(notificationAsk('Action required: confirm your payroll details by Friday')).toBe('confirm your payroll details by Friday');
    expect(notificationAsk('[Action Required] - Your password expires in 3 days')).toBe('Handle - Your password expires in 3 days');
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

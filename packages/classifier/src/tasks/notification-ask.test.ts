import { describe, expect, it } from 'vitest';
import { notificationAsk } from './notification-ask.js';

describe('notificationAsk', () => {
  it('reads approval, signature, review and response requests from a subject', () => {
    expect(notificationAsk('3 expense reports are waiting for your approval')).toBe('Approve - 3 expense reports are waiting for your approval');
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

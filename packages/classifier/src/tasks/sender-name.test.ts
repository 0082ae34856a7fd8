import { describe, expect, it } from 'vitest';
import { senderFirstName } from './sender-name.js';

describe('senderFirstName', () => {
  it('takes the first name of a person, from the display name or a first.last address', () => {
    expect(senderFirstName('Ann Lee', 'ann.lee@example.com')).toBe('Ann');
    expect(senderFirstName('Symes, Kate', 'kate.symes@example.com')).toBe('Kate');
    expect(senderFirstName('ANN LEE', null)).toBe('Ann');
    expect(senderFirstName(null, 'maria.gomez@example.com')).toBe('Maria');
  });

  it('gives no name for departments, companies and acronym-led names, nor for role addresses', () => {
    expect(senderFirstName('Human Resources', 'resources.human@example.com')).toBeNull();
    expect(senderFirstName('UBSW Energy Global Infrastructure', 'infrastructure.ubsw@example.com')).toBeNull();
    expect(senderFirstName('Acme Customer Service', 'help@acme.example')).toBeNull();
    expect(senderFirstName(null, 'no.reply@example.com')).toBeNull();
  });
});

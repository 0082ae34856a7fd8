import { describe, expect, it } from 'vitest';
import { formatReceived, formatReceivedShort } from './format-received';

describe('formatReceived', () => {
  it('shows day, year and time, and nothing for no time', () => {
    const iso = new Date(2026, 2, 4, 9, 5).toISOString();
    expect(formatReceived(iso)).toBe(
      new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    );
    expect(formatReceived(null)).toBe('');
  });

  it("shows the time for today's mail and the day for older mail", () => {
    const now = new Date(2026, 2, 4, 18, 0);
    const today = new Date(2026, 2, 4, 9, 5);
    const older = new Date(2026, 2, 3, 23, 59);
    expect(formatReceivedShort(today.toISOString(), now)).toBe(today.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }));
    expect(formatReceivedShort(older.toISOString(), now)).toBe(older.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }));
    expect(formatReceivedShort(null, now)).toBe('');
  });
});

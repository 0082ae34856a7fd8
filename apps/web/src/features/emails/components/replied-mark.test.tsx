import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatReceived } from '@/lib/format-received';
import { makeEmail } from '@/test/email-fixtures';
import { CompactRow } from './compact-row';
import { EmailCardHeader } from './email-card-header';

const repliedAt = '2026-01-05T11:30:00Z';
const noop = vi.fn();

const rows = {
  card: (email = makeEmail()) => render(<EmailCardHeader email={email} expanded={false} onToggle={noop} onArchive={noop} />),
  'compact row': (email = makeEmail()) =>
    render(
      <CompactRow
        email={email}
        active={false}
        selected={false}
        open={false}
        onActivate={noop}
        onOpen={noop}
        onSelect={noop}
        onArchive={noop}
      />,
    ),
};

describe.each(Object.entries(rows))('the %s of an answered email', (_, renderRow) => {
  it('carries the reply arrow, whose name says when the user replied', () => {
    renderRow(makeEmail({ repliedAt }));
    expect(screen.getByRole('img', { name: `Replied ${formatReceived(repliedAt)}` })).toBeInTheDocument();
  });

  it('has no arrow while unanswered', () => {
    renderRow();
    expect(screen.queryByRole('img', { name: /^Replied/ })).not.toBeInTheDocument();
  });
});

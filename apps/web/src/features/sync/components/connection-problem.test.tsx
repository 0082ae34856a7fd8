import { render, screen } from '@testing-library/react';
import { CONNECTION_PROBLEMS, connectionThrottledText } from '@triage/contracts';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ConnectionProblem } from './connection-problem';

describe('ConnectionProblem', () => {
  it("shows why sync stopped, with Microsoft's code for the administrator", () => {
    render(
      <ConnectionProblem
        status={{
          problem: { kind: 'app_configuration', message: CONNECTION_PROBLEMS.app_configuration, detail: 'invalid_client: AADSTS7000222' },
          notBefore: null,
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CONNECTION_PROBLEMS.app_configuration);
    expect(screen.getByText('invalid_client: AADSTS7000222')).toBeInTheDocument();
  });

  it('shows until when Microsoft 365 throttles the mailbox', () => {
    const until = '2026-11-25T05:00:00.000Z';
    render(<ConnectionProblem status={{ problem: null, notBefore: until }} />);
    expect(screen.getByRole('status')).toHaveTextContent(connectionThrottledText(format(new Date(until), 'PPpp')));
  });

  it('shows nothing while sync runs normally', () => {
    const { container } = render(<ConnectionProblem status={{ problem: null, notBefore: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

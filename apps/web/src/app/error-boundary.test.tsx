import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow: unknown = null;

function Fragile() {
  if (shouldThrow) throw shouldThrow;
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  it('shows the error message and recovers on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    shouldThrow = new Error('Projects failed to render');
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Projects failed to render')).toBeInTheDocument();

    shouldThrow = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it("falls back to 'An unexpected error occurred' without a message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = 'not an Error';
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('clears the error when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = new Error('boom');
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('boom')).toBeInTheDocument();
    shouldThrow = null;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it("runs the given onRetry on 'Try again' instead of rendering again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const onRetry = vi.fn();
    shouldThrow = new Error('The shell broke');
    render(
      <ErrorBoundary onRetry={onRetry}>
        <Fragile />
      </ErrorBoundary>,
    );
    shouldThrow = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('The shell broke')).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

function renderTooltips() {
  return render(
    <TooltipProvider delayDuration={300}>
      <Tooltip>
        <TooltipTrigger>
          <button type="button">Replies</button>
        </TooltipTrigger>
        <TooltipContent side="right">Open replies</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger>
          <button type="button">Tasks</button>
        </TooltipTrigger>
        <TooltipContent>Open tasks</TooltipContent>
      </Tooltip>
    </TooltipProvider>,
  );
}

describe('Tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('shows on hover after the delay, describes its trigger and hides on leave', async () => {
    vi.useFakeTimers();
    renderTooltips();
    const trigger = screen.getByRole('button', { name: 'Replies' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Open replies');
    expect(trigger).toHaveAccessibleDescription('Open replies');
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('opens the next one at once while the pointer runs along the triggers', () => {
    vi.useFakeTimers();
    renderTooltips();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Replies' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Replies' }), { pointerType: 'mouse' });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Tasks' }), { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Open tasks');
  });

  it('ignores touch: a touch is a press', () => {
    vi.useFakeTimers();
    renderTooltips();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Replies' }), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus, hides on Escape and on blur, and one at a time', async () => {
    const user = userEvent.setup();
    renderTooltips();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Open replies');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toEqual(['Open tasks']);
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays hidden for the focus that a click gives, and hides when pressed', async () => {
    const user = userEvent.setup();
    renderTooltips();
    await user.click(screen.getByRole('button', { name: 'Replies' }));
    expect(screen.getByRole('button', { name: 'Replies' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

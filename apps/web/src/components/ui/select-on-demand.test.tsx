import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectOnDemand } from './select-on-demand';

const OPTIONS = [
  { value: 'default', label: 'Default Order' },
  { value: 'priority', label: 'Task Priority' },
];

describe('SelectOnDemand', () => {
  it('shows the chosen value at once, then opens on the first click and picks an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SelectOnDemand aria-label="Sort emails" value="default" onValueChange={onValueChange} options={OPTIONS} />);
    expect(screen.getByRole('combobox', { name: 'Sort emails' })).toHaveTextContent('Default Order');
    await user.click(screen.getByRole('combobox', { name: 'Sort emails' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Default Order', 'Task Priority']);
    await user.click(screen.getByRole('option', { name: 'Task Priority' }));
    expect(onValueChange).toHaveBeenCalledWith('priority');
  });

  it('opens on the mouse press, so a release after the real select has replaced the stub is not lost', async () => {
    const user = userEvent.setup();
    render(<SelectOnDemand aria-label="Sort emails" value="default" onValueChange={() => {}} options={OPTIONS} />);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('combobox', { name: 'Sort emails' }) });
    expect(await screen.findByRole('option', { name: 'Task Priority' })).toBeInTheDocument();
  });

  it('opens from the keyboard before its code has loaded', async () => {
    const user = userEvent.setup();
    render(<SelectOnDemand aria-label="Sort emails" value="default" onValueChange={() => {}} options={OPTIONS} />);
    screen.getByRole('combobox', { name: 'Sort emails' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Task Priority' })).toBeInTheDocument();
  });

  it('shows the placeholder when nothing is chosen, and stays shut while disabled', async () => {
    const user = userEvent.setup();
    render(
      <SelectOnDemand
        aria-label="Move to project"
        placeholder="Move to project"
        value=""
        disabled
        onValueChange={() => {}}
        options={OPTIONS}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Move to project' });
    expect(trigger).toHaveTextContent('Move to project');
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

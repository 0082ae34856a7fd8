import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ToggleGroup, ToggleGroupItem } from './toggle-group';

function Density() {
  const [value, setValue] = useState('compact');
  return (
    <>
      <button type="button">Before</button>
      <ToggleGroup type="single" value={value} onValueChange={setValue} aria-label="Density">
        <ToggleGroupItem value="compact" aria-label="Compact" />
        <ToggleGroupItem value="comfortable" aria-label="Comfortable" />
      </ToggleGroup>
      <button type="button">After</button>
    </>
  );
}

function Days() {
  const [value, setValue] = useState<string[]>(['1']);
  return (
    <ToggleGroup type="multiple" value={value} onValueChange={setValue} aria-label="Days">
      {['Sunday', 'Monday', 'Tuesday'].map((day, i) => (
        <ToggleGroupItem key={day} value={String(i)} aria-label={day} />
      ))}
    </ToggleGroup>
  );
}

describe('ToggleGroup', () => {
  it('single: the items are radios, one checked; choosing the checked one again keeps it', async () => {
    const user = userEvent.setup();
    render(<Density />);
    expect(screen.getByRole('group', { name: 'Density' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Comfortable' }));
    expect(screen.getByRole('radio', { name: 'Comfortable' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Compact' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Comfortable' }));
    expect(screen.getByRole('radio', { name: 'Comfortable' })).toBeChecked();
  });

  it('is one Tab stop (the checked item); arrows, Home and End move focus, Space chooses', async () => {
    const user = userEvent.setup();
    render(<Density />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Compact' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Comfortable' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Compact' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Comfortable' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Compact' })).toHaveFocus();
    await user.keyboard('{End} ');
    expect(screen.getByRole('radio', { name: 'Comfortable' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Comfortable' })).toHaveFocus();
  });

  it('multiple: each item is a pressed or unpressed button', async () => {
    const user = userEvent.setup();
    render(<Days />);
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Tuesday' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'false');
  });
});

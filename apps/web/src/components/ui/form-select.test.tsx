import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormSelect } from './form-select';

function ContextForm({ onSubmit }: { onSubmit: (values: { context: string }) => void }) {
  const form = useForm({ defaultValues: { context: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FormSelect
        control={form.control}
        name="context"
        label="Context"
        emptyOption="none"
        options={[
          { value: 'none', label: 'No context' },
          { value: 'Personal', label: 'Personal' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormSelect', () => {
  it("shows the form's empty value as its empty option and stores the choice in the field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContextForm onSubmit={onSubmit} />);
    const select = screen.getByRole('combobox', { name: 'Context' });
    expect(select).toHaveTextContent('No context');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Personal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ context: 'Personal' });

    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'No context' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toEqual({ context: '' });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil, Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ActionsMenu } from './actions-menu';

const menu = (edit = vi.fn(), remove = vi.fn()) => (
  <ActionsMenu
    name="Harbour Tower"
    actions={[
      { label: 'Edit', icon: Pencil, onSelect: edit },
      { label: 'Delete', icon: Trash2, onSelect: remove, destructive: true, separated: true },
    ]}
  />
);

describe('ActionsMenu', () => {
  it('opens on the first press of its button and runs the chosen item', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    render(menu(vi.fn(), remove));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Harbour Tower' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard, and Escape gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const edit = vi.fn();
    render(menu(edit));
    screen.getByRole('button', { name: 'Actions for Harbour Tower' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Harbour Tower' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledOnce();
  });
});

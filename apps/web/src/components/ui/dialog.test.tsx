import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertDialog, AlertDialogContent, AlertDialogTitle } from './alert-dialog';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A dialog opened from state, as every dialog of the app is (no DialogTrigger). */
function Opener({ alert = false, removeOnOpen = false }: { alert?: boolean; removeOnOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      {!(removeOnOpen && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          New Task
        </button>
      )}
      {alert ? (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent aria-describedby={undefined}>
            <AlertDialogTitle>Delete task</AlertDialogTitle>
            <button type="button">Inside</button>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Create New Task</DialogTitle>
            <button type="button">Inside</button>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

describe('dialogs opened from state', () => {
  it.each([
    ['a dialog', false],
    ['a confirmation', true],
  ])('give focus back to the button that opened %s when it closes', async (_name, alert) => {
    const user = userEvent.setup();
    render(<Opener alert={alert} />);
    await user.click(screen.getByRole('button', { name: 'New Task' }));
    // By name: another file's test may have left a dialog of its own in the shared document.
    const dialog = () => screen.queryByRole(alert ? 'alertdialog' : 'dialog', { name: alert ? 'Delete task' : 'Create New Task' });
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Task' })).toHaveFocus();
  });

  it('leave focus to the page when the opener is gone', async () => {
    const user = userEvent.setup();
    render(<Opener removeOnOpen />);
    await user.click(screen.getByRole('button', { name: 'New Task' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Create New Task' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' })).not.toHaveFocus();
  });
});

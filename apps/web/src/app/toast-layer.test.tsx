import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, toastError, toastSuccess } from '@/components/ui/toast';
import { ToastLayer } from './toast-layer';

describe('ToastLayer', () => {
  it('shows toasts made before the toast library had loaded, in order, one per kind', async () => {
    render(<ToastLayer />);
    toastSuccess('Project Approved', 'Harbour Works');
    toastSuccess('Task Created');
    toastError('Failed to process tasks', new Error('Email not found'));
    toast.info('Nothing to undo');
    expect(await screen.findByText('Task Created', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to process tasks')).toBeInTheDocument();
    expect(screen.getByText('Email not found')).toBeInTheDocument();
    expect(screen.getByText('Nothing to undo')).toBeInTheDocument();
    // A newer success replaces the older one.
    expect(screen.queryByText('Harbour Works')).not.toBeInTheDocument();
  });
});

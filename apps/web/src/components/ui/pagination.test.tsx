import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationProps } from './pagination';

function Harness({
  initialPage = 1,
  initialSize = 10,
  ...props
}: Partial<PaginationProps> & { initialPage?: number; initialSize?: number }) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialSize);
  return <Pagination page={page} pageSize={pageSize} totalItems={95} onPageChange={setPage} onPageSizeChange={setPageSize} {...props} />;
}

describe('Pagination', () => {
  it('shows the item range and the current page', () => {
    render(<Harness initialPage={5} />);
    expect(screen.getByText('Showing 41 to 50 of 95 items')).toBeInTheDocument();
    expect(screen.getByText('Items per page:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it("shows nothing for an empty list (the list's own empty text says so, not 'Showing 0 to 0 of 0 items')", () => {
    render(<Harness totalItems={0} />);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('moves with Previous, Next and page numbers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 20 of 95 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByText('Showing 91 to 95 of 95 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 81 to 90 of 95 items')).toBeInTheDocument();
  });

  it('offers 5, 10, 20 and 50 per page and resets to page 1 on a change', async () => {
    const user = userEvent.setup();
    render(<Harness initialPage={3} />);
    await user.click(screen.getByRole('combobox', { name: 'Items per page:' }));
    // The list's code loads on first use (docs/performance.md, The first screen's JS), so it shows a moment later.
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '20' }));
    expect(screen.getByText('Showing 1 to 20 of 95 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('accepts other page size options', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    render(<Harness pageSizeOptions={[5, 10, 15]} onPageSizeChange={onPageSizeChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Items per page:' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['5', '10', '15']);
    await user.click(screen.getByRole('option', { name: '15' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(15);
  });
});

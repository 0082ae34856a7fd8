import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';

const Projects = () => <h2>Projects</h2>;

describe('lazyPage', () => {
  it('shows the loading line until the page code arrives, then the page', async () => {
    let arrive!: (module: { default: typeof Projects }) => void;
    const page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    render(page.element);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    arrive({ default: Projects });
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('renders a preloaded page at once, without the loading line', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Projects }));
    await page.preload();
    render(page.element);
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });

  it("hands a failed load to the error boundary, whose 'Try again' loads the code again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<{ default: typeof Projects }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Projects });
    const page = lazyPage(load);
    render(<ErrorBoundary>{page.element}</ErrorBoundary>);
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

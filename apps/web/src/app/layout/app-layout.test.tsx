import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localConfig, localUser, mockApi, signedOut } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { SIDEBAR_SECTIONS } from '../route-table';

const signedIn = (overrides = {}) =>
  mockApi({
    'GET /auth/me': { body: { ...localUser, ...overrides } },
    'GET /auth/config': localConfig,
    'POST /auth/sign-out': { body: { success: true } },
  });

const SIDEBAR = SIDEBAR_SECTIONS.map((s): [string, string] => [s.label, s.title]);

describe('app shell', () => {
  it('lists the sections in spec order, Configure group included', async () => {
    signedIn();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Training Center' });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Triage', ...SIDEBAR.map(([label]) => label)]);
    expect(screen.getByRole('button', { name: 'Configure' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows each sidebar link with the header title', async () => {
    const user = userEvent.setup();
    signedIn();
    const { router } = renderApp('/tasks');
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    for (const [label, title] of SIDEBAR) {
      await user.click(screen.getByRole('link', { name: label }));
      // A first visit loads the screen's code: on a loaded machine that can take longer than waitFor's 1 s.
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title), { timeout: 5_000 });
    }
    expect(router.state.location.pathname).toBe('/help');
    // Fourteen screens, each loading its page code on first visit.
  }, 20_000);

  it('collapses to icons and remembers it', async () => {
    const user = userEvent.setup();
    signedIn();
    const first = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('link', { name: 'Replies' })).toBeInTheDocument();
    first.unmount();

    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(localStorage.getItem('triage.sidebar.collapsed')).toBe('false');
  });

  it('folds the Configure group', async () => {
    const user = userEvent.setup();
    signedIn();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Configure' }));
    expect(screen.getByRole('button', { name: 'Configure' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Rules' })).not.toBeInTheDocument();
  });

  it('shows the user menu and logs out to the guard screen', async () => {
    const user = userEvent.setup();
    const fetchMock = signedIn();
    renderApp('/projects');
    const trigger = await screen.findByRole('button', { name: 'User menu' });
    expect(trigger).toHaveTextContent('L');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Local User')).toBeInTheDocument();
    expect(within(menu).getByText('local@localhost')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Archives' })).toHaveAttribute('href', '/archives');
    expect(within(menu).getByRole('menuitem', { name: 'Help & Support' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/auth/sign-out', expect.objectContaining({ method: 'POST' }));
  });

  it('goes to help from Help & Support', async () => {
    const user = userEvent.setup();
    signedIn();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Help & Support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & Documentation' })).toBeInTheDocument();
  });

  it('shows the full name initial, else a generic icon', async () => {
    const user = userEvent.setup();
    signedIn({ fullName: 'grace Hopper', email: null });
    renderApp('/');
    const trigger = await screen.findByRole('button', { name: 'User menu' });
    expect(trigger).toHaveTextContent('G');
    await user.click(trigger);
    expect(within(await screen.findByRole('menu')).getByText('grace Hopper')).toBeInTheDocument();
  });

  it('returns to the guard screen when the session ends', async () => {
    let signedInNow = true;
    mockApi({
      'GET /auth/me': () => (signedInNow ? { body: localUser } : signedOut),
      'GET /auth/config': localConfig,
    });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    signedInNow = false;
    await router.navigate('/auth/redirect');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
  });
});

describe('404 page', () => {
  it("shows 'Oops! Page not found' and links home", async () => {
    const user = userEvent.setup();
    signedIn();
    const { router } = renderApp('/no/such/page');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training Center' })).toBeInTheDocument();
  });
});

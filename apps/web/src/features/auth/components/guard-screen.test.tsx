import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localConfig, localUser, mockApi, signedOut } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const GUARD_TEXTS = ['Authentication Required', 'You need to be signed in to access this application.'];

describe('guard screen', () => {
  it('shows the guard texts and the local sign-in line to a signed-out user', async () => {
    mockApi({ 'GET /auth/me': signedOut, 'GET /auth/config': localConfig });
    renderApp('/projects');
    for (const text of GUARD_TEXTS) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByText('Signing in as the local user on this machine.')).toBeInTheDocument();
    expect(screen.queryByText('Please use your Microsoft account to authenticate.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('signs in with one click in local mode and then shows the shell', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /auth/me': signedOut,
      'GET /auth/config': localConfig,
      'POST /auth/local/sign-in': { body: localUser },
    });
    renderApp('/projects');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/auth/local/sign-in') ?? [];
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('asks for the password when required and shows the server error', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /auth/me': signedOut,
      'GET /auth/config': { body: { mode: 'local', passwordRequired: true } },
      'POST /auth/local/sign-in': (init) =>
        JSON.parse(String(init?.body)).password === 'right'
          ? { body: localUser }
          : { status: 401, body: { error: { code: 'unauthorized', message: 'Incorrect password' } } },
    });
    renderApp('/');
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training Center' })).toBeInTheDocument();
    const bodies = fetchMock.mock.calls.filter(([url]) => url === '/auth/local/sign-in').map(([, init]) => init?.body);
    expect(bodies).toEqual(['{"password":"wrong"}', '{"password":"right"}']);
  });

  it('sends the browser to the Microsoft sign-in in microsoft mode', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    mockApi({ 'GET /auth/me': signedOut, 'GET /auth/config': { body: { mode: 'microsoft', passwordRequired: false } } });
    renderApp('/');
    expect(await screen.findByText('Please use your Microsoft account to authenticate.')).toBeInTheDocument();
    expect(screen.queryByText('Signing in as the local user on this machine.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/microsoft/sign-in'));
  });

  it('shows a spinner with Loading... while the session resolves', async () => {
    mockApi({ 'GET /auth/me': () => new Promise<never>(() => {}) as never, 'GET /auth/config': localConfig });
    renderApp('/');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });
});

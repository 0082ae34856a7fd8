import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MICROSOFT_SIGN_IN_TEXTS } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { localConfig, localUser, mockApi, signedOut } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('/auth/callback', () => {
  it('goes home once the session is there', async () => {
    mockApi({ 'GET /auth/me': { body: localUser } });
    const { router } = renderApp('/auth/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Training Center' })).toBeInTheDocument();
  });

  it('picks up a session that appears shortly after', async () => {
    let calls = 0;
    mockApi({ 'GET /auth/me': () => (++calls < 3 ? signedOut : { body: localUser }) });
    const { router } = renderApp('/auth/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
  });

  it('reports an incomplete sign-in after 2 seconds without a session', async () => {
    mockApi({ 'GET /auth/me': signedOut, 'GET /auth/config': localConfig });
    renderApp('/auth/callback');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Authentication was not completed successfully', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it("shows 'Authentication Error' and 'Go Home' when the request fails", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /auth/me': { status: 500, body: { error: { code: 'internal', message: 'Session store unavailable' } } },
      'GET /auth/config': localConfig,
    });
    const { router } = renderApp('/auth/callback');
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Session store unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the provider error passed back in the URL', async () => {
    mockApi({ 'GET /auth/me': signedOut });
    renderApp('/auth/callback?error=access_denied&error_description=The+user+cancelled');
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('The user cancelled')).toBeInTheDocument();
  });

  it("shows 'Ask your administrator' with the server's admin consent link", async () => {
    const url =
      'https://login.microsoftonline.com/contoso/v2.0/adminconsent?client_id=abc&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default';
    mockApi({ 'GET /auth/me': signedOut, 'GET /auth/microsoft/admin-consent': { body: { url } } });
    renderApp('/auth/callback?error=admin_consent_required&error_description=x&admin_consent_url=https%3A%2F%2Fevil.example');
    expect(await screen.findByText(MICROSOFT_SIGN_IN_TEXTS.adminConsentTitle)).toBeInTheDocument();
    expect(screen.getByText(MICROSOFT_SIGN_IN_TEXTS.adminConsent)).toBeInTheDocument();
    expect(await screen.findByTestId('admin-consent-link')).toHaveAttribute('href', url);
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
  });
});

describe('/auth/redirect', () => {
  it('refreshes the session and goes home', async () => {
    mockApi({ 'GET /auth/me': { body: localUser } });
    const { router } = renderApp('/auth/redirect');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Training Center' })).toBeInTheDocument();
  });

  it('goes home even when the session cannot be read', async () => {
    mockApi({ 'GET /auth/me': { status: 500, body: { error: { code: 'internal', message: 'down' } } } });
    const { router } = renderApp('/auth/redirect');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

import { test, expect, type Page } from '@playwright/test';
import { watchForPageProblems } from './support/app';
import { startMicrosoftStack, type MicrosoftStack } from './support/microsoft-stack';

/**
 * Microsoft sign-in end to end in Chromium: a real OpenID provider (oidc-provider on loopback)
 * stands in for Entra ID and the Graph test server for Microsoft 365; the built server runs in
 * Microsoft mode against both. Nothing is faked between the browser, the server and the provider.
 */
const INBOX = 50;
const ACCOUNT = { name: 'Ada Lovelace', email: 'ada@contoso.test' };

let stack: MicrosoftStack;

test.describe.configure({ mode: 'serial' });
watchForPageProblems();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startMicrosoftStack({ messages: INBOX });
});

test.afterAll(async () => {
  await stack?.stop();
});

test.beforeEach(async ({ context }) => {
  // Hermetic: the provider's pages @import a web font; nothing may leave the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

async function startSignIn(page: Page) {
  await page.goto(`${stack.base}/`);
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please use your Microsoft account to authenticate.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The provider's own login page (not ours): Entra's authorize endpoint path on the provider.
  await expect(page).toHaveURL(new RegExp(`^${stack.idp.issuer}/interaction/`));
}

test('signs in through the provider, lands on / and the first sync brings the inbox in', async ({ page, context }) => {
  test.setTimeout(90_000);
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });

  await startSignIn(page);
  await page.getByPlaceholder('Enter any login').fill('ada');
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // Consent for the Graph mail scopes, then back to the app.
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${stack.base}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Center');
  const menu = page.getByRole('button', { name: 'User menu' });
  await expect(menu).toHaveText(ACCOUNT.name[0]!);
  await menu.click();
  await expect(page.getByRole('menu').getByText(ACCOUNT.name)).toBeVisible();
  await expect(page.getByRole('menu').getByText(ACCOUNT.email)).toBeVisible();
  await page.keyboard.press('Escape');

  // The way back went through the server's callback (code + state) and the app's /auth/redirect.
  const ours = navigations.filter((url) => url.startsWith(stack.base)).map((url) => new URL(url));
  expect(ours.map((u) => u.pathname)).toEqual(['/', '/auth/microsoft/sign-in', '/auth/callback', '/auth/redirect']);
  expect(ours[2]!.searchParams.has('code') && ours[2]!.searchParams.has('state')).toBe(true);
  expect(navigations.some((url) => url.startsWith(`${stack.idp.issuer}/oauth2/v2.0/authorize?`))).toBe(true);

  // The session is an httpOnly cookie; the provider's tokens never reach the browser.
  const cookies = await context.cookies(stack.base);
  expect(cookies.find((c) => c.name === 'triage_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookies.find((c) => c.name === 'triage_oauth')).toBeUndefined();

  // The first sync (asked for at sign-in) runs in the background with the provider's token and
  // takes the inbox's last FIRST_SYNC_DAYS (90) days; older mail is the import's.
  const inbox = stack.graph.mailbox.inbox().filter((m) => Date.parse(m.receivedDateTime) >= Date.now() - 90 * 86_400_000).length;
  expect(inbox).toBeGreaterThan(0);
  await expect
    .poll(
      async () => ((await (await page.request.get(`${stack.base}/api/v1/emails?limit=1`)).json()) as { totalCount: number }).totalCount,
      {
        timeout: 60_000,
      },
    )
    .toBe(inbox);
  const delta = stack.graph.requests.filter((r) => r.url.includes('/messages/delta'));
  expect(delta.length).toBeGreaterThan(0);
  expect(delta.every((r) => /^Bearer \S+/.test(String(r.headers.authorization)))).toBe(true);
});

test("a cancelled sign-in shows 'Authentication Error' and 'Go Home'", async ({ page }) => {
  await startSignIn(page);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(new RegExp(`^${stack.base}/auth/callback\\?error=access_denied`));
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('End-User aborted interaction')).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(`${stack.base}/`);
  await expect(page.getByText('Please use your Microsoft account to authenticate.')).toBeVisible();

  // The same screen when the provider's error arrives without state (a link, a reload).
  await page.goto(`${stack.base}/auth/callback?error=access_denied`);
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();
});

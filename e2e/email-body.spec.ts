import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { signIn, unique, watchForPageProblems } from './support/app';
import { expand, openQueue, recommendation, uploadEmail, useCardDensity, waitForClassifiedMail } from './support/emails';

/** How an email's body is shown on the review screen: sandboxed HTML, links, plain text, remote images. */
watchForPageProblems();

test.beforeEach(async ({ page }) => {
  await useCardDensity(page);
  await signIn(page);
  await waitForClassifiedMail(page);
});

test('renders the body in a script-less sandboxed iframe, with View More and View Less', async ({ page }) => {
  const subject = unique('Sandboxed body');
  const email = await uploadEmail(page, {
    subject,
    html: '<p id="greeting">Hello from the sandbox</p><script>window.parent.document.title = "pwned"</script><a href="https://example.com/doc">the document</a>',
  });
  await openQueue(page);
  const card = await expand(page, email.id);
  const frame = card.locator('iframe[data-testid="email-body"]');
  // Scripts stay off; links may open a new tab, and nothing else.
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  expect(await frame.getAttribute('srcdoc')).not.toContain('<script');
  await expect(card.frameLocator('iframe').locator('p', { hasText: 'Hello from the sandbox' })).toBeVisible();
  await expect(page).not.toHaveTitle('pwned');

  // The linked page opens in a new tab (answered locally: the test machine has no internet).
  await page
    .context()
    .route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Linked doc</title>' }));
  const before = page.url();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    card.frameLocator('iframe').getByRole('link', { name: 'the document' }).click(),
  ]);
  await expect(tab).toHaveURL('https://example.com/doc');
  await expect(tab).toHaveTitle('Linked doc');
  await tab.close();
  expect(page.url()).toBe(before);

  const initial = (await frame.boundingBox())!.height;
  await card.getByRole('button', { name: 'View More' }).click();
  await expect.poll(async () => (await frame.boundingBox())!.height).toBeGreaterThan(initial);
  await card.getByRole('button', { name: 'View Less' }).click();
  await expect.poll(async () => (await frame.boundingBox())!.height).toBe(initial);

  // Collapsing the email also collapses View More.
  await card.getByRole('button', { name: 'View More' }).click();
  await card.getByRole('button', { name: 'Collapse', exact: true }).click();
  await card.getByRole('button', { name: 'Expand', exact: true }).click();
  await expect(card.getByRole('button', { name: 'View More' })).toBeVisible();
});

test('opens a long newsletter in full though the list left its body out', async ({ page }) => {
  const stories = Array.from(
    { length: 200 },
    (_, i) => `<tr><td>Story ${i + 1}: the crane is up and the glazing arrives next week.</td></tr>`,
  );
  const email = await uploadEmail(page, { subject: unique('Long newsletter'), html: `<table>\n${stories.join('\n')}\n</table>` });
  // What a collapsed card shows is in the list; the body comes with the single email.
  expect(email.body).toBeNull();
  expect(email.preview).toContain('Story 1:');
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/v1/emails/${email.id}/recommendations`) fetched.push(request.method());
  });
  await openQueue(page);
  const card = await expand(page, email.id);
  await card.getByRole('button', { name: 'View More' }).click();
  await expect(card.frameLocator('iframe').getByText('Story 200:')).toBeAttached();
  // Collapsing and opening it again shows it from memory.
  await card.getByRole('button', { name: 'Collapse', exact: true }).click();
  await card.getByRole('button', { name: 'Expand', exact: true }).click();
  await expect(card.frameLocator('iframe').getByText('Story 1:')).toBeAttached();
  expect(fetched).toEqual(['GET']);
});

test('shows a plain-text body as preformatted text', async ({ page }) => {
  const email = await uploadEmail(page, {
    subject: unique('Plain text body'),
    text: 'Line one\n\n  indented line two, agenda at https://example.com/agenda.',
  });
  await openQueue(page);
  const card = await expand(page, email.id);
  const body = card.locator('pre[data-testid="email-body"]');
  await expect(body).toContainText('Line one');
  expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  await expect(body.getByRole('link', { name: 'https://example.com/agenda' })).toHaveAttribute('target', '_blank');
});

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The remote image host, answered locally (the test machine has no internet). Routed on the
 * context: Chromium may run the sandboxed frame in its own process.
 */
const serveImages = (page: Page) =>
  page.context().route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));

const remoteImageEmail = (page: Page) =>
  uploadEmail(page, {
    subject: unique('Remote images'),
    html: '<p>Our logo:</p><img src="https://images.example.com/logo.png" alt="Logo" width="40" height="40">',
  });

test('keeps remote images blocked until Show images, then remembers it for that email', async ({ page }) => {
  const email = await remoteImageEmail(page);
  await serveImages(page);
  let requested = 0;
  page.context().on('request', (request) => {
    if (request.url().startsWith('https://images.example.com/')) requested++;
  });
  await openQueue(page);
  let card = await expand(page, email.id);
  const frame = card.locator('iframe[data-testid="email-body"]');
  await expect(card.getByText('Remote images are blocked')).toBeVisible();
  expect(await frame.getAttribute('srcdoc')).toContain('data-remote-src="https://images.example.com/logo.png"');
  expect(await frame.getAttribute('srcdoc')).not.toMatch(/<img[^>]*\ssrc=/);
  expect(requested).toBe(0);

  await card.getByRole('button', { name: 'Show images' }).click();
  await expect(card.getByText('Remote images are blocked')).toBeHidden();
  await expect.poll(async () => frame.getAttribute('srcdoc')).toContain('src="https://images.example.com/logo.png"');
  // Loaded under the app's real Content-Security-Policy (which the srcdoc frame inherits).
  const image = card.frameLocator('iframe').getByAltText('Logo');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(requested).toBeGreaterThan(0);
  expect((await recommendation(page, email.id)).remoteImagesAllowed).toBe(true);

  await openQueue(page);
  card = await expand(page, email.id);
  await expect(card.getByText('Remote images are blocked')).toBeHidden();
  await api(page, 'POST', `/api/v1/emails/${email.id}/remote-images`, { allowed: false });
});

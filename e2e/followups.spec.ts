import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { signIn, toast, unique, watchForPageProblems, openScreen } from './support/app';
import { dataDirOf, workerPort } from './support/worker-server';

watchForPageProblems();

// This worker's server's data folder: mail dropped into its mailbox is what another client would have put there.
const mailboxDir = path.join(dataDirOf(workerPort), 'mailbox');

const rfc822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

async function dropMail(folder: 'inbox' | 'sent', name: string, headers: Record<string, string>, body: string) {
  const dir = folder === 'sent' ? path.join(mailboxDir, 'sent') : mailboxDir;
  await mkdir(dir, { recursive: true });
  const text = [
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n');
  await writeFile(path.join(dir, `${name}.eml`), text);
}

const list = (page: Page, name: 'Needs reply' | 'Waiting on others') => page.getByRole('list', { name });

/** The lists follow syncs (the folder watcher syncs within seconds); reloading shows the latest. */
async function eventuallyIn(page: Page, name: 'Needs reply' | 'Waiting on others', subject: string) {
  await expect(async () => {
    await page.reload();
    await expect(list(page, name).getByRole('listitem', { name: subject })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const open = (page: Page) => openScreen(page, '/followups', 'Follow-ups');

test('the sidebar opens Follow-ups; the demo reply that asked Priya is waiting on her, flagged after the working-days threshold', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Follow-ups' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Follow-ups' })).toBeVisible();
  const subject = 'Re: Meridian Architects - lease renewal proposal (Suite 1400)';
  await eventuallyIn(page, 'Waiting on others', subject);
  const row = list(page, 'Waiting on others').getByRole('listitem', { name: subject });
  await expect(row).toContainText('To Priya Raman');
  await expect(row.getByText(/^No answer for \d+ working days$/)).toBeVisible();
  // The thread the user answered with a plain statement waits on nobody.
  await expect(page.getByRole('listitem', { name: /Cash flow forecast/ })).toHaveCount(0);
});

test('a question that arrives needs a reply; a reply sent from another client moves it to Waiting on others', async ({ page }) => {
  await open(page);
  const subject = unique('Floor plans for Suite 900');
  const id = `<${Date.now()}.floor@harbourtower.example>`;
  await dropMail(
    'inbox',
    `e2e-${Date.now()}-question`,
    {
      From: 'Marcus Hale <marcus.hale@harbourtower.example>',
      To: 'Local User <local@localhost>',
      Subject: subject,
      Date: rfc822(new Date()),
      'Message-ID': id,
    },
    'Hi,\r\n\r\nCan you send me the floor plans for Suite 900 before the walkthrough?\r\n\r\nThanks,\r\nMarcus',
  );
  await eventuallyIn(page, 'Needs reply', subject);
  await expect(list(page, 'Needs reply').getByRole('listitem', { name: subject })).toContainText('From Marcus Hale');

  await dropMail(
    'sent',
    `e2e-${Date.now()}-answer`,
    {
      From: 'Local User <local@localhost>',
      To: 'Marcus Hale <marcus.hale@harbourtower.example>',
      Subject: `Re: ${subject}`,
      Date: rfc822(new Date(Date.now() + 1000)),
      'Message-ID': `<${Date.now()}.answer@localhost>`,
      'In-Reply-To': id,
      References: id,
    },
    'Marcus,\r\n\r\nSure. Which version do you need, the 2019 one or the one with the new partition walls?\r\n',
  );
  await eventuallyIn(page, 'Waiting on others', `Re: ${subject}`);
  await expect(list(page, 'Needs reply').getByRole('listitem', { name: subject })).toHaveCount(0);
});

test('Reply answers a conversation from Follow-ups, in its own thread: it leaves Needs reply', async ({ page }) => {
  // The send waits out its Undo window, then the sync it asks for reads the reply back.
  await open(page);
  test.setTimeout(60_000);
  const subject = unique('Access badge for the loading dock');
  const id = `<${Date.now()}.badge@harbourtower.example>`;
  await dropMail(
    'inbox',
    `e2e-${Date.now()}-badge`,
    {
      From: 'Nina Patel <nina.patel@harbourtower.example>',
      To: 'Local User <local@localhost>',
      Subject: subject,
      Date: rfc822(new Date()),
      'Message-ID': id,
    },
    'Hi,\r\n\r\nCould you confirm whether the contractor still needs an access badge for the loading dock?\r\n\r\nThanks,\r\nNina',
  );
  await eventuallyIn(page, 'Needs reply', subject);
  await list(page, 'Needs reply').getByRole('listitem', { name: subject }).getByRole('button', { name: 'Reply' }).click();

  const dialog = page.getByRole('dialog', { name: 'Reply to Nina Patel' });
  await expect(dialog.getByText(subject, { exact: true })).toBeVisible();
  // The email's own reply block: the suggested reply, else one to write.
  const block = dialog.getByRole('region', { name: /^(Suggested Reply|Write Reply|No reply needed)$/ });
  await expect(block).toBeVisible();
  if ((await block.getAttribute('aria-label')) === 'No reply needed') await block.getByRole('button', { name: 'Draft a reply' }).click();
  const write = dialog.getByRole('textbox', { name: 'Write your reply' });
  if (await write.isVisible()) await write.fill('Nina, yes: one badge for this week, please.');
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(toast(page, 'Reply Sent')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Reply sent')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The reply went into the conversation: the sync the send asked for reads it from sent mail, and
  // the page, left open, drops the row when that sync ends.
  await expect(list(page, 'Needs reply').getByRole('listitem', { name: subject })).toHaveCount(0, { timeout: 30_000 });
});

test('draft a nudge, remind me and mark done', async ({ page }) => {
  await open(page);
  const subject = unique('Keys for the plant room');
  await dropMail(
    'sent',
    `e2e-${Date.now()}-keys`,
    {
      From: 'Local User <local@localhost>',
      To: 'Dana Brooks <dana.brooks@harbourtower.example>',
      Subject: subject,
      Date: rfc822(new Date()),
      'Message-ID': `<${Date.now()}.keys@localhost>`,
    },
    'Dana,\r\n\r\nCould you leave the plant room keys at reception for the contractor?\r\n',
  );
  await eventuallyIn(page, 'Waiting on others', subject);
  // Exactly this conversation: the nudge, new mail in local mode, waits on its own as 'Re: ...'.
  const row = () => list(page, 'Waiting on others').getByRole('listitem', { name: subject, exact: true });

  await row().getByRole('button', { name: 'Draft a nudge' }).click();
  const nudge = page.getByRole('dialog', { name: 'Nudge Dana Brooks' });
  await expect(nudge.getByLabel('Message')).toHaveValue(/^Hi Dana,\n\nJust following up on my note below\. Do you have an update\?/);
  await nudge.getByRole('button', { name: 'Send nudge' }).click();
  await expect(toast(page, 'Email Sent')).toBeVisible();
  await expect(nudge).toBeHidden();

  await row().getByRole('button', { name: 'Remind me' }).click();
  const remind = page.getByRole('dialog', { name: 'Remind me' });
  await remind.getByRole('button', { name: 'Set reminder' }).click();
  await expect(toast(page, 'Reminder set')).toBeVisible();
  await expect(row()).toHaveCount(0);

  // Another conversation, closed by hand.
  const other = 'Re: Meridian Architects - lease renewal proposal (Suite 1400)';
  await eventuallyIn(page, 'Waiting on others', other);
  await list(page, 'Waiting on others').getByRole('listitem', { name: other }).getByRole('button', { name: 'Mark done' }).click();
  await expect(toast(page, 'Marked done')).toBeVisible();
  await expect(list(page, 'Waiting on others').getByRole('listitem', { name: other })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem', { name: other })).toHaveCount(0);
});

test('a promise in sent mail is proposed as a task due that day', async ({ page }) => {
  await open(page);
  const subject = unique('Insurance certificate');
  await dropMail(
    'sent',
    `e2e-${Date.now()}-promise`,
    {
      From: 'Local User <local@localhost>',
      To: 'Priya Raman <priya.raman@calderfinch.example>',
      Subject: subject,
      Date: rfc822(new Date()),
      'Message-ID': `<${Date.now()}.promise@localhost>`,
    },
    "Priya,\r\n\r\nNo problem. I'll send the insurance certificate to you today.\r\n",
  );
  const title = 'Send the insurance certificate to Priya';
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'You promised' }).getByRole('listitem', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  const promise = page.getByRole('listitem', { name: title });
  await promise.getByRole('button', { name: 'Create task' }).click();
  await expect(promise.getByText('Please select a project to continue')).toBeVisible();
  const projects = await api<{ id: string; name: string }[]>(page, 'GET', '/api/v1/projects');
  await promise.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: projects[0]!.name, exact: true }).click();
  await promise.getByRole('button', { name: 'Create task' }).click();
  await expect(toast(page, 'Task created')).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
  const tasks = await api<{ title: string; due_date: string | null }[]>(page, 'GET', '/api/v1/tasks');
  expect(tasks.find((t) => t.title === title)?.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('Settings: the waiting threshold is saved; Account Connections offers no To Do list outside Microsoft 365', async ({ page }) => {
  await page.goto('/settings');
  const field = page.getByLabel('Flag a waiting conversation after (working days)');
  await expect(field).toHaveValue('3');
  await field.fill('0');
  await expect(page.getByText('Enter a whole number from 1 to 30')).toBeVisible();
  await field.fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Follow-up settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Flag a waiting conversation after (working days)')).toHaveValue('5');
  await expect(page.getByTestId('todo-connection')).toHaveCount(0);
  await page.getByLabel('Flag a waiting conversation after (working days)').fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Follow-up settings saved')).toBeVisible();
});

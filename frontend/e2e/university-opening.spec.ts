import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { createUser, mailsTo, pngSquare, uniqueEmail } from './e2e-server';
import { giveSecondFactorIfAsked } from './journeys';

const PASSWORD = 'Campus2025';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await giveSecondFactorIfAsked(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Screenshots at 1280 and 375 px (and no sideways scrolling at either), ending at `endWidth`. */
async function screenshots(page: Page, name: string, endWidth = 1280) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await capture(page, name, width);
  }
  await page.setViewportSize({ width: endWidth, height: endWidth === 1280 ? 800 : 812 });
}

/** The e-mails to `email` that say `name` can be joined now (a long Subject header may be folded). */
function isOnQuadMails(email: string, name: string): string[] {
  return mailsTo(email)
    .map((mail) => mail.replace(/\r?\n[ \t]+/g, ' '))
    .filter((mail) => mail.includes(`${name} is on Quad`));
}

test('a university nobody can join says so, a guest asks to be told, and hears once an admin confirms its domain', async ({
  browser,
  request,
}) => {
  let page = await (await browser.newContext()).newPage();
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `Opening Journey College ${stamp}`;
  const domain = `opening${stamp}.edu`;
  const manager = uniqueEmail('openingmanager');
  const admin = uniqueEmail('openingadmin');
  const guest = uniqueEmail('openingguest').replace('@umich.edu', '@example.com');
  createUser({ email: manager, password: PASSWORD, role: 'manager', firstName: 'Morgan', lastName: 'Manager' });
  createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' });

  // A manager adds the college, proposing its e-mail domain: a proposal, which an admin confirms.
  await logIn(page, manager);
  await page.goto('/manager/universities');
  await page.getByRole('button', { name: 'Add University' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add University' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Instagram URL').fill(`@opening${stamp}`);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload Logo' }).click();
  await (await chooser).setFiles({ name: 'opening-logo.png', mimeType: 'image/png', buffer: pngSquare([217, 119, 6], 300) });
  await expect(dialog.getByRole('button', { name: 'Change Logo' })).toBeVisible();
  await dialog.getByLabel('Description/Bio').fill('A small college that is not open on Quad yet.');
  const domains = dialog.getByLabel('University e-mail domains');
  await expect(domains).toHaveAccessibleDescription(/A proposal: an admin confirms these domains, and until then nobody can join\./);
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await domains.fill(domain);
  await dialog.getByText(/^A proposal: an admin confirms/).scrollIntoViewIfNeeded();
  await capture(page, 'university-opening-manager-proposes', 1280, false);
  await dialog.getByRole('button', { name: 'Add University' }).click();
  await expect(page.getByText('University added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const listed = await request.get(`/api/v1/universities?search=${encodeURIComponent(name)}`);
  const [university] = ((await listed.json()) as { data: { id: string; slug: string; open: boolean; emailDomains: string[]; proposedEmailDomains: string[] }[] }).data;
  expect(university).toMatchObject({ open: false, emailDomains: [], proposedEmailDomains: [domain] });

  // A guest on a phone finds it on its own page: not open yet, and why; they ask to be told.
  const guestContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`/${university.slug}`);
  await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
  const notice = guestPage.getByRole('region', { name: 'Not open yet' });
  await expect(notice).toContainText(`Nobody can join ${name} yet: Quad has no e-mail domain for it yet.`);
  await capture(guestPage, 'university-opening-guest-page', 375);
  expect(await axeViolations(guestPage)).toEqual([]);

  const form = notice.getByRole('form', { name: `Tell me when ${name} opens` });
  await form.getByRole('button', { name: 'Tell me when it opens' }).click();
  await expect(form.getByText('Please enter your email address')).toBeVisible();
  await form.getByLabel('Email address').fill(guest);
  await form.getByRole('button', { name: 'Tell me when it opens' }).click();
  await expect(notice.getByRole('status')).toHaveText(`We'll let you know when ${name} opens on Quad.`);
  await capture(guestPage, 'university-opening-guest-asked', 375);
  await guestPage.setViewportSize({ width: 1280, height: 800 });
  await capture(guestPage, 'university-opening-guest-asked', 1280);

  // In the lists too: the card says so, and a guest's "Tell me when it opens" asks for an address.
  await guestPage.goto(`/universities?search=${encodeURIComponent(name)}`);
  const card = guestPage.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Not open yet')).toBeVisible();
  await screenshots(guestPage, 'university-opening-card');
  await card.getByRole('button', { name: `Tell me when it opens: ${name}` }).click();
  await expect(guestPage.getByRole('dialog', { name: `Tell me when ${name} opens` })).toBeVisible();
  await capture(guestPage, 'university-opening-card-dialog', 1280, false);
  await guestPage.keyboard.press('Escape');

  // Nothing is sent while it cannot be joined.
  expect(isOnQuadMails(guest, name)).toEqual([]);

  // The admin sees it is not open, with the manager's proposal, and confirms it after being asked.
  await page.context().close();
  page = await (await browser.newContext()).newPage();
  await logIn(page, admin);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Universities nobody can join' })).toBeVisible();
  await screenshots(page, 'university-opening-admin-dashboard');
  await page.getByRole('region', { name: 'Universities nobody can join' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/universities$/);
  await page.getByRole('searchbox', { name: /search universities/i }).fill(name);
  const row = page.getByRole('table', { name: 'Universities' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Not open', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Proposed: ${domain}`);
  const waiting = page.getByRole('region', { name: 'University requests' }).getByRole('row').filter({ hasText: guest });
  await expect(waiting).toContainText('Waiting for it to open');
  await screenshots(page, 'university-opening-admin-universities');

  await row.getByRole('button', { name: `Confirm domains of ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm domains' });
  await expect(confirm).toContainText(`Make ${domain} the e-mail domains of ${name}?`);
  await capture(page, 'university-opening-admin-confirm', 1280, false);
  await confirm.getByRole('button', { name: 'Confirm domains' }).click();
  await expect(page.getByText(`${name} is open: students with an address at its domains can join it.`)).toBeVisible();
  await expect(row).toContainText(`E-mail domains: ${domain}`);
  await expect(row.getByText('Not open', { exact: true })).toHaveCount(0);
  await expect(row).not.toContainText('Proposed');
  await expect(waiting).toContainText(/Told [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  // The guest's "is on Quad" e-mail arrives (the mail is sent in the background), once.
  await expect
    .poll(() => isOnQuadMails(guest, name).length, { message: `the "is on Quad" e-mail to ${guest}`, timeout: 15_000 })
    .toBe(1);
  expect(isOnQuadMails(guest, name)[0]).toContain(`/universities/${university.slug}`);

  // Its page no longer says it is not open.
  await guestPage.setViewportSize({ width: 375, height: 812 });
  await guestPage.goto(`/${university.slug}`);
  await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guestPage.getByText('Not open yet')).toHaveCount(0);
  await expect(guestPage.getByRole('button', { name: /Tell me when it opens/ })).toHaveCount(0);
  await capture(guestPage, 'university-opening-guest-open', 375);

  // Asking now is refused: it is open.
  const late = await request.post(`/api/v1/universities/${university.id}/opening-alerts`, { data: { email: guest } });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { error: string }).error).toBe(`${name} is open: you can join it now`);
  await guestContext.close();
  await page.context().close();
});

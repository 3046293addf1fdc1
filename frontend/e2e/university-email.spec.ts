import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, createUniversity, createUser, linkFromOutbox, pngSquare, uniqueEmail, uniqueUsername } from './e2e-server';

const PASSWORD = 'Campus2025';

/** The university's row in the wizard's picker. */
const universityRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Universities' }).getByRole('button', { name: new RegExp(`^${name}`) });

async function searchUniversity(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Choose your university' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search universities' }).fill(name.toLowerCase());
  await expect(page.getByRole('list', { name: 'Universities' }).getByRole('button')).toHaveCount(1);
}

test('a student who signed up with a personal address proves membership inside the wizard, and the link opened on another device moves it on', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const domain = `u${stamp}.edu`;
  const adminEmail = uniqueEmail('uniadmin');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  const university = await createUniversity(request, await apiToken(request, adminEmail, PASSWORD), {
    name: `Domain University ${stamp.toString(36)}`,
    description: 'Where students show their university e-mail.',
    instagram: `domainu${stamp.toString(36)}`,
    emailDomains: domain,
  });

  // On a phone: a student registers with the webmail address they already use, and verifies it.
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `label.${stamp}@gmail.com`;
  await page.goto('/register');
  await expect(page.getByText('Join Quad with any email address.', { exact: false })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Okafor');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Username', { exact: true }).fill(uniqueUsername('ada'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /at least 16 years old/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/registration-success$/);
  await page.goto(await linkFromOutbox(email, 'verify-email'));
  await expect(page.getByText('Your email has been verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/create$/, { timeout: 6_000 });

  // The wizard: the university asks for an address there, and is picked all the same.
  await searchUniversity(page, university.name);
  const row = universityRow(page, university.name);
  await expect(row).toContainText(`Confirm an address at ${domain}`);
  await row.click();
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  const proof = page.getByRole('region', { name: `Show that you study at ${university.name}` });
  const address = proof.getByLabel(`Your address at ${domain}`);

  // Continue leads to the address; the server's reasons show under it.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(address).toBeFocused();
  await address.fill(`ada.${stamp}@gmail.com`);
  await proof.getByRole('button', { name: 'Send link' }).click();
  await expect(proof.getByText('This is a webmail address; enter the address your university gave you')).toBeVisible();
  await address.fill(`ada@nowhere-${stamp}.edu`);
  await proof.getByRole('button', { name: 'Send link' }).click();
  await expect(proof.getByText(`No university on Quad has addresses at nowhere-${stamp}.edu; you can request your university`)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'university-step-proof-error', width);
  }
  await page.setViewportSize({ width: 375, height: 800 });

  // An address at a subdomain of the university's: the step waits for its link.
  const universityEmail = `student.${stamp}@mail.${domain}`;
  await address.fill(universityEmail);
  await proof.getByRole('button', { name: 'Send link' }).click();
  await expect(proof.getByRole('status')).toHaveText('Waiting for the link to be opened. Your draft is kept.');
  await expect(proof).toContainText(`We sent a link to ${universityEmail}.`);
  await expect(proof.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expect(proof.getByRole('button', { name: 'Change address' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'university-step-waiting', width);
  }
  await page.setViewportSize({ width: 375, height: 800 });

  // The mailed link, opened on another device where nobody is signed in.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(await linkFromOutbox(universityEmail, 'confirm-university-email'));
  await expect(phonePage.getByRole('heading', { level: 1, name: 'University e-mail confirmed' })).toBeVisible();
  await expect(phonePage.getByText(`${universityEmail} is now your university e-mail.`)).toBeVisible();
  await capture(phonePage, 'confirm-university-email', 375);
  await phone.close();

  // The first device moves on by itself, without a reload.
  await expect(page.getByRole('heading', { name: 'Add your photos' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/create\?step=2$/);
  await expect(page.getByText(`Confirmed: you study at ${university.name}.`)).toBeVisible();
  await capture(page, 'university-step-confirmed', 375);

  await page.getByLabel('Add photos').setInputFiles([{ name: 'me.png', mimeType: 'image/png', buffer: pngSquare([14, 116, 144], 240) }]);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Express Yourself' })).toBeVisible();
  const major = page.getByRole('combobox', { name: 'Major' });
  await major.fill('econ');
  await page.getByRole('option', { name: 'Economics', exact: true }).click();
  await page.getByLabel('Bio').fill('Early riser who loves quiet study evenings.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your Profile Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Pending Approval' })).toBeVisible();

  // Settings keeps the same address for later changes: verified, and it can be removed.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'University e-mail' });
  await expect(card).toContainText(`Verified for ${university.name}`);
  await expect(card).toContainText(universityEmail);
  await expect(card).toContainText(/Verified \w{3} \d+, \d{4}/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'settings-university-email-verified', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove university e-mail' });
  await expect(dialog).toContainText(`${universityEmail} will no longer show where you study.`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your university e-mail was removed.')).toBeVisible();
  await expect(card.getByRole('form', { name: 'Add university e-mail' })).toBeVisible();
  await expect(card).not.toContainText(`Verified for ${university.name}`);
});

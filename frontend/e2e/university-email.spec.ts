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

test('a student who signs in with webmail verifies a university e-mail in Settings, then joins that university', async ({
  page,
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

  // A student registers with a webmail address and verifies it.
  const email = `label.${stamp}@gmail.com`;
  await page.goto('/register');
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

  // The wizard shows the university, but it needs an address there.
  await searchUniversity(page, university.name);
  const row = universityRow(page, university.name);
  await expect(row).toBeDisabled();
  await expect(row).toContainText(`Needs an address at ${domain}`);
  await row.click({ force: true });
  await expect(row).toHaveAttribute('aria-pressed', 'false');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'university-step-needs-address', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Settings, from the wizard's link: the form is open and focused.
  await page.getByRole('link', { name: 'Add your university e-mail in Settings' }).click();
  // The hint is taken out of the address once used, so a reload shows the card as it stands.
  await expect(page).toHaveURL(/\/settings$/);
  const card = page.getByRole('region', { name: 'University e-mail' });
  await expect(card).toContainText("You haven't shown where you study yet: add your university e-mail");
  const address = card.getByLabel('University e-mail', { exact: true });
  await expect(address).toBeFocused();

  // The server's reasons show under the address.
  await address.fill(`ada.${stamp}@gmail.com`);
  await card.getByRole('button', { name: 'Send link' }).click();
  await expect(card.getByText('This is a webmail address; enter the address your university gave you')).toBeVisible();
  await address.fill(`ada@nowhere-${stamp}.edu`);
  await card.getByRole('button', { name: 'Send link' }).click();
  await expect(card.getByText(`No university on Quad has addresses at nowhere-${stamp}.edu; you can request your university`)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'settings-university-email-error', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // An address at a subdomain of the university's.
  const universityEmail = `student.${stamp}@mail.${domain}`;
  await address.fill(universityEmail);
  await card.getByRole('button', { name: 'Send link' }).click();
  await expect(card.getByRole('status')).toHaveText(`We sent a link to ${universityEmail}. Open it to confirm your university e-mail.`);
  await expect(card.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await page.reload();
  await expect(card).toContainText(`We sent a link to ${universityEmail}. Open it to confirm.`);
  await expect(card.getByRole('form')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'settings-university-email-pending', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Before the link is opened, the wizard still asks for the address, and says the link is out.
  await page.goto('/profile/create');
  await searchUniversity(page, university.name);
  await expect(universityRow(page, university.name)).toBeDisabled();
  await expect(page.getByText(`We sent a link to ${universityEmail}: open it, then come back.`)).toBeVisible();

  // The mailed link, opened in the same browser.
  await page.goto(await linkFromOutbox(universityEmail, 'confirm-university-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'University e-mail confirmed' })).toBeVisible();
  await expect(page.getByText(`${universityEmail} is now your university e-mail.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'confirm-university-email', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // On to the wizard, where the university can now be picked.
  await page.getByRole('link', { name: 'Create your roommate profile' }).click();
  await expect(page).toHaveURL(/\/profile\/create$/);
  await searchUniversity(page, university.name);
  const verified = universityRow(page, university.name);
  await expect(verified).toBeEnabled();
  await expect(verified).toContainText('Verified');
  await verified.click();
  await expect(verified).toHaveAttribute('aria-pressed', 'true');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'university-step-verified', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Continue' }).click();

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

  // Settings shows the verified address, which can be removed.
  await page.goto('/settings');
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

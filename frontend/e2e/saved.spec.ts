import { expect, test } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, approveProfile, createUniversity, createUser, uniqueEmail } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const PASSWORD = 'Campus2025';

test('a student saves a roommate from the list, finds them in Saved, and removes them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const [adminEmail, skyEmail, noorEmail] = ['savedadmin', 'savedsky', 'savednoor'].map(uniqueEmail);
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  createUser({ email: skyEmail, password: PASSWORD, role: 'user', firstName: 'Sky', lastName: `Saver${stamp}` });
  createUser({ email: noorEmail, password: PASSWORD, role: 'user', firstName: 'Noor', lastName: `Kept${stamp}` });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Saved University ${stamp}`,
    description: 'Where students keep each other in mind.',
    instagram: `savedu${stamp}`,
  });
  for (const email of [skyEmail, noorEmail]) {
    const id = await submitProfile(request, await apiToken(request, email, PASSWORD), { university: university.id });
    await approveProfile(request, adminToken, id);
  }

  // Sky saves Noor from the list: the bookmark turns on, and the page stays the list.
  await logIn(page, skyEmail, PASSWORD);
  await page.goto('/roommates');
  const card = page.getByRole('list', { name: 'Students, best match first' }).getByRole('article', { name: 'Noor K.' });
  await card.getByRole('button', { name: 'Save Noor' }).click();
  await expect(card.getByRole('button', { name: 'Remove Noor from Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/roommates$/);
  // The server kept it.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Remove Noor from Saved' })).toBeVisible();

  // Saved, from the header's account menu, lists Noor.
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  await page.locator('#profile-menu').getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved students, newest first' }).getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toHaveAttribute('aria-label', 'Noor K.');
  await expect(saved.first()).toContainText('Saved today');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'saved-list', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removing Noor empties Saved, and it stays empty.
  await saved.first().getByRole('button', { name: 'Remove Noor from Saved' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Find roommates', exact: true })).toHaveAttribute('href', '/roommates');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'saved-empty', width);
  }
});

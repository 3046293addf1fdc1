import { expect, test } from '@playwright/test';

import { capture } from './capture';
import { apiToken, createUniversity, createUser, pngSquare, uniqueEmail } from './e2e-server';
import { logIn } from './journeys';

const PASSWORD = 'Campus2025';

test('the profile wizard keeps its draft on the server: a reload and a new tab find the step, the fields and the photo', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const adminEmail = uniqueEmail('draftadmin');
  const studentEmail = uniqueEmail('drafter');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  createUser({ email: studentEmail, password: PASSWORD, role: 'user', firstName: 'Dee', lastName: 'Drafter' });
  const university = await createUniversity(request, await apiToken(request, adminEmail, PASSWORD), {
    name: `Draft University ${stamp}`,
    description: 'Where drafts are kept.',
    instagram: `draftu${stamp}`,
  });

  // A student without a profile starts the wizard: a university, a photo, part of the bio.
  await logIn(page, studentEmail, PASSWORD);
  await page.goto('/profile/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Profile' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search universities' }).fill(university.name.toLowerCase());
  await page.getByRole('button', { name: new RegExp(university.name) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Add your photos' })).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngSquare([14, 116, 144], 320) });
  // Continue waits for the upload.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  const photo = await page.getByAltText('Photo 1').getAttribute('src');
  expect(photo).not.toMatch(/^blob:/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Express Yourself' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/create\?step=3$/);

  const bioSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/profile/draft') &&
      response.request().method() === 'PUT' &&
      (response.request().postData() ?? '').includes('Early riser who'),
  );
  await page.getByLabel('Bio').pressSequentially('Early riser who');
  expect((await bioSaved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // A reload: the same step, the bio as typed.
  await page.reload();
  await expect(page.getByText('We restored the draft you had not submitted yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Express Yourself' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/create\?step=3$/);
  await expect(page.getByLabel('Bio')).toHaveValue('Early riser who');
  await expect(page.getByRole('navigation', { name: 'Profile steps' }).locator('[aria-current="step"]')).toContainText('Info');
  await capture(page, 'profile-draft-restored', 1280);
  await page.setViewportSize({ width: 375, height: 812 });
  await capture(page, 'profile-draft-restored', 375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The photo and the university are there too.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Add your photos' })).toBeVisible();
  await expect(page.getByAltText('Photo 1')).toHaveAttribute('src', photo!);
  await expect(page.getByText('9 photos remaining')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your university' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(university.name) })).toHaveAttribute('aria-pressed', 'true');

  // A new tab, with no step in the address, opens where the draft was left.
  const other = await page.context().newPage();
  await other.goto('/profile/create');
  await expect(other.getByText('We restored the draft you had not submitted yet.')).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Express Yourself' })).toBeVisible();
  await expect(other).toHaveURL(/\/profile\/create\?step=3$/);
  await expect(other.getByLabel('Bio')).toHaveValue('Early riser who');

  // A save that fails says so quietly, keeps the work, and the next change saves it.
  await other.setViewportSize({ width: 375, height: 812 });
  await other.route('**/api/v1/profile/draft', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 503, json: { success: false, error: 'Unavailable' } }) : route.fallback(),
  );
  await other.getByLabel('Bio').pressSequentially(' loves');
  const failed = other.getByRole('status').filter({ hasText: "Couldn't save your draft" });
  await expect(failed).toBeVisible();
  await expect(other.getByLabel('Bio')).toHaveValue('Early riser who loves');
  await capture(other, 'profile-draft-save-failed', 375, false);
  await other.unroute('**/api/v1/profile/draft');
  await other.getByLabel('Bio').pressSequentially(' hiking');
  await expect(other.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await capture(other, 'profile-draft-saved', 375, false);
  await other.close();
  // Back in the first tab (on the first step, with no step in its address), a reload finds what the
  // other tab saved, on its step.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Express Yourself' })).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveValue('Early riser who loves hiking');

  // The draft is this account's only: another student sees none of it.
  const stranger = uniqueEmail('stranger');
  createUser({ email: stranger, password: PASSWORD, role: 'user' });
  const none = await request.get('/api/v1/profile/draft', {
    headers: { Authorization: `Bearer ${await apiToken(request, stranger, PASSWORD)}` },
  });
  expect(none.status()).toBe(404);
});

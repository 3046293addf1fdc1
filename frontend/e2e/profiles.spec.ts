import { readFileSync } from 'node:fs';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { capture } from './capture';
import { createUser, uniqueEmail } from './e2e-server';

const PASSWORD = 'Campus2025';
/** A valid 1x1 PNG: the server re-encodes uploads, so the bytes must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  return context.newPage();
}

test('a student builds a profile, an admin rejects then approves it, the student exports and deletes', async ({ browser }) => {
  test.setTimeout(120_000);
  const adminEmail = uniqueEmail('admin');
  const studentEmail = uniqueEmail('student');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' });
  createUser({ email: studentEmail, password: PASSWORD, role: 'user', firstName: 'Sam', lastName: 'Rivera' });
  const universityName = `Profile Test University ${Date.now().toString(36)}`;

  // The admin creates the university through the API.
  const admin = await newPage(browser);
  await logIn(admin, adminEmail);
  const token = await admin.evaluate(() => localStorage.getItem('token'));
  const created = await admin.request.post('/api/v1/universities', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: universityName,
      description: 'A university for the profile journey.',
      'instagramData[url]': 'https://www.instagram.com/profiletest',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  // The student builds the profile.
  const student = await newPage(browser);
  await logIn(student, studentEmail);
  await student.goto('/profile');
  await expect(student.getByRole('heading', { name: 'No Profile Found' })).toBeVisible();
  await student.getByRole('link', { name: 'Create Profile' }).click();
  await expect(student).toHaveURL(/\/profile\/create$/);
  await student.getByRole('searchbox', { name: 'Search universities' }).fill(universityName.toLowerCase());
  await student.getByRole('button', { name: new RegExp(universityName) }).click();
  await student.getByRole('button', { name: 'Continue' }).click();

  await expect(student.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await student.getByLabel('Add photos').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(student.getByText('8 photos remaining')).toBeVisible();
  await expect(student.getByText('Main Photo', { exact: true })).toBeVisible();
  await student.getByRole('button', { name: 'Continue' }).click();

  await expect(student.getByRole('heading', { name: 'Express Yourself' })).toBeVisible();
  await student.getByLabel('Major').selectOption({ index: 1 });
  await student.getByLabel('Bio').fill('Early riser who loves hiking and quiet study evenings.');
  await student.getByRole('textbox', { name: 'Instagram' }).fill('sam.rivera');
  await student.getByRole('button', { name: 'Night Owl', exact: true }).click();
  await student.getByRole('button', { name: 'Reading', exact: true }).click();
  await student.getByRole('button', { name: 'Gaming', exact: true }).click();
  await student.getByRole('button', { name: 'Continue' }).click();

  await expect(student.getByRole('heading', { name: 'Your Profile Preview' })).toBeVisible();
  await student.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(student.getByText('Photos uploaded successfully')).toBeVisible();
  await expect(student).toHaveURL(/\/profile$/);
  await expect(student.getByRole('heading', { name: 'Profile Pending Approval' })).toBeVisible();

  // The admin rejects it with a reason.
  await admin.goto('/admin/profiles');
  await expect(admin.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();
  let card = admin.getByRole('article', { name: 'Sam Rivera' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject Profile' });
  await dialog.getByRole('button', { name: 'Reject Profile' }).click();
  await expect(dialog.getByText('Please provide a reason for rejection')).toBeVisible();
  await dialog.getByLabel('Reason for rejection').fill('Please add a photo where your face is visible.');
  await dialog.getByRole('button', { name: 'Reject Profile' }).click();
  await expect(admin.getByText('Profile rejected successfully')).toBeVisible();

  // The student sees the reason, edits and resubmits.
  await student.goto('/profile/pending');
  await expect(student.getByText('Please add a photo where your face is visible.')).toBeVisible();
  await student.getByRole('link', { name: 'Edit and Resubmit' }).click();
  await expect(student).toHaveURL(/\/profile\/edit$/);
  await student.getByRole('button', { name: 'Continue' }).click();
  await expect(student.getByText('8 photos remaining')).toBeVisible();
  await student.getByRole('button', { name: 'Continue' }).click();
  await expect(student.getByRole('button', { name: 'Night Owl', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await student.getByLabel('Bio').fill('Early riser who loves hiking. Now with a clear face photo!');
  await student.getByRole('button', { name: 'Continue' }).click();
  await student.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(student).toHaveURL(/\/profile$/);
  await expect(student.getByRole('heading', { name: 'Profile Pending Approval' })).toBeVisible();

  // The admin approves it.
  await admin.reload();
  card = admin.getByRole('article', { name: 'Sam Rivera' });
  await expect(card).toContainText('Now with a clear face photo!');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Profile approved successfully')).toBeVisible();
  await admin.getByRole('tab', { name: /Approved/ }).click();
  await expect(admin.getByRole('article', { name: 'Sam Rivera' })).toBeVisible();
  await expect(admin).toHaveURL(/status=approved/);
  for (const width of [1280, 375]) {
    await admin.setViewportSize({ width, height: 900 });
    await capture(admin, 'admin-profiles-approved', width);
  }

  // The student sees the approved card.
  await student.reload();
  const profileCard = student.getByRole('article', { name: 'Profile card' });
  await expect(profileCard).toContainText('Sam Rivera');
  await expect(profileCard).toContainText(universityName);
  await expect(profileCard).toContainText('@sam.rivera');
  await expect(student.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  for (const width of [1280, 375]) {
    await student.setViewportSize({ width, height: 900 });
    await capture(student, 'profile-approved', width);
  }

  // Export, then delete the account.
  await student.goto('/profile/data-management');
  const downloadPromise = student.waitForEvent('download');
  await student.getByRole('button', { name: 'Export Your Data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^quad-data-[A-Za-z0-9_.]+-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain('== User ==');
  expect(text).toContain(studentEmail);
  expect(text).toContain('== Profiles (1) ==');
  await expect(student.getByText('Data exported successfully!')).toBeVisible();

  await student.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = student.getByRole('alertdialog', { name: 'Delete Account' });
  await confirm.getByLabel('Your password', { exact: true }).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(student.getByText('Account deleted successfully')).toBeVisible();
  await expect(student).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await student.evaluate(() => localStorage.getItem('token'))).toBeNull();

});

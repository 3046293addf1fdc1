import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { capture } from './capture';
import { apiToken, approveProfile, createUniversity, createUser, pngSquare, uniqueEmail } from './e2e-server';
import { giveSecondFactorIfAsked } from './journeys';

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
  await giveSecondFactorIfAsked(page, email);
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
      // No e-mail domains: students join it without a university address (an unverified membership).
      joinWithoutUniversityEmail: 'true',
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
  await expect(student.getByRole('button', { name: new RegExp(universityName) })).toContainText('Unverified membership');
  await student.getByRole('button', { name: new RegExp(universityName) }).click();
  await student.getByRole('button', { name: 'Continue' }).click();

  await expect(student.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await student.getByLabel('Add photos').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(student.getByText('8 photos remaining')).toBeVisible();
  await expect(student.getByText('Main Photo', { exact: true })).toBeVisible();
  // The photos are uploaded as they are added; Continue waits for them.
  await expect(student.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await student.getByRole('button', { name: 'Continue' }).click();

  await expect(student.getByRole('heading', { name: 'Express Yourself' })).toBeVisible();
  const major = student.getByRole('combobox', { name: 'Major' });
  await major.fill('econ');
  await student.getByRole('option', { name: 'Economics', exact: true }).click();
  await expect(major).toHaveValue('Economics');
  await student.getByLabel('Bio').fill('Early riser who loves hiking and quiet study evenings.');
  await student.getByRole('textbox', { name: 'Instagram' }).fill('sam.rivera');
  await student.getByRole('button', { name: 'Night Owl', exact: true }).click();
  await student.getByRole('button', { name: /^Interests/ }).click();
  await student.getByRole('button', { name: 'Reading', exact: true }).click();
  await student.getByRole('button', { name: 'Gaming', exact: true }).click();
  await student.getByRole('button', { name: 'Continue' }).click();

  await expect(student.getByRole('heading', { name: 'Your Profile Preview' })).toBeVisible();
  await student.getByRole('button', { name: 'Submit Profile' }).click();
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

/** Uploads one photo and submits a profile through the API (as the wizard does); answers its id. */
async function submitProfileByApi(request: APIRequestContext, token: string, university: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/v1/upload?uploadType=profile', {
    headers,
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: pngSquare([16, 185, 129], 240) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { fileUrl } = (await upload.json()) as { fileUrl: string };
  const submitted = await request.post('/api/v1/profile/submit', {
    headers,
    data: {
      university,
      major: 'Computer Science',
      graduationYear: new Date().getFullYear() + 2,
      bio: 'Night owl, tidy, happy to share a dorm.',
      socialMedia: { instagram: 'jo.quad' },
      profileImages: [fileUrl],
      roommatePreferences: { lookingForRoommate: true, sleepSchedule: 'Night Owl', substances: ['No Alcohol', 'No Smoking'] },
      roommateExpectations: { cleanliness: { accepted: ['Neat', 'Very Neat'], importance: 'very', dealbreaker: true } },
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return ((await submitted.json()) as { data: { id: string } }).data.id;
}

test('a student with an approved profile goes to their feed, and edits the profile in a prefilled wizard that keeps its draft', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const adminEmail = uniqueEmail('editadmin');
  const studentEmail = uniqueEmail('editor');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' });
  createUser({ email: studentEmail, password: PASSWORD, role: 'user', firstName: 'Jo', lastName: 'Editor' });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Edit University ${stamp}`,
    description: 'Where profiles are edited.',
    instagram: `editu${stamp}`,
  });
  const profileId = await submitProfileByApi(request, await apiToken(request, studentEmail, PASSWORD), university.id);
  await approveProfile(request, adminToken, profileId);

  // Signed in with an approved profile: the feed, never the marketing page.
  await logIn(page, studentEmail);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Get Started/ }).first()).toHaveAttribute('href', '/home');

  // Data Management is in the desktop account menu too.
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  await expect(page.locator('#profile-menu').getByRole('link', { name: 'Data Management' })).toHaveAttribute(
    'href',
    '/profile/data-management',
  );
  await page.keyboard.press('Escape');

  // Edit Profile, in the account menu, opens the wizard prefilled from the profile.
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  await page.locator('#profile-menu').getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(university.name) })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByText('9 photos remaining')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Express Yourself' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Major' })).toHaveValue('Computer Science');
  await expect(page.getByLabel('Bio')).toHaveValue('Night owl, tidy, happy to share a dorm.');
  await expect(page.getByRole('group', { name: 'Substances', exact: true }).getByRole('button', { name: 'No Smoking' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // At 375 px the info step, its sections folded, stays short.
  await page.setViewportSize({ width: 375, height: 812 });
  const form = page.locator('form[aria-labelledby="info-step-title"]');
  expect((await form.boundingBox())!.height).toBeLessThan(2_500);
  await capture(page, 'profile-info-step', 375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await capture(page, 'profile-info-step', 1280);

  // Your ideal roommate: prefilled, and changed.
  await page.getByRole('button', { name: /Your ideal roommate/ }).click();
  await expect(page.getByLabel('Cleanliness: How much it matters')).toHaveValue('very');
  await page.getByRole('group', { name: 'Sleep schedule: answers you accept' }).getByRole('button', { name: 'Night Owl' }).click();
  await page.getByLabel('Sleep schedule: How much it matters').selectOption('a_little');
  await page.getByLabel('Bio').fill('Night owl, tidy, happy to share a dorm. Edited!');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The last step says the edit goes to review.
  await expect(page.getByRole('heading', { name: 'Your Profile Preview' })).toBeVisible();
  await expect(
    page.getByText('Your changes go to review. Until they are approved, other students keep seeing your profile as it is now.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit changes for review' })).toBeVisible();
  await capture(page, 'profile-edit-preview', 1280);

  // A reload keeps the draft and the step; Back and Forward move between steps.
  await page.reload();
  await expect(page.getByText('We restored the draft you had not submitted yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Profile Preview' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?step=3$/);
  await expect(page.getByLabel('Bio')).toHaveValue('Night owl, tidy, happy to share a dorm. Edited!');
  await page.goForward();
  await expect(page).toHaveURL(/\?step=4$/);

  await page.getByRole('button', { name: 'Submit changes for review' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The submit deleted the draft on the server.
  const draft = await request.get('/api/v1/profile/draft', {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(draft.status()).toBe(404);
});

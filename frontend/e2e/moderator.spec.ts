import { expect, test } from '@playwright/test';

import { capture } from './capture';
import { apiToken, approveProfile, createUniversity, createUser, mailCount, uniqueEmail } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const PASSWORD = 'Campus2025';

test('a moderator reviews profiles in full in their own workspace, and is told the admin area is not theirs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const adminEmail = uniqueEmail('modadmin');
  const moderatorEmail = uniqueEmail('moderator');
  const approveEmail = uniqueEmail('approveme');
  const rejectEmail = uniqueEmail('rejectme');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  createUser({ email: moderatorEmail, password: PASSWORD, role: 'moderator', firstName: 'Morgan', lastName: 'Reviewer' });
  createUser({ email: approveEmail, password: PASSWORD, role: 'user', firstName: 'Avery', lastName: `Approve${stamp}` });
  createUser({ email: rejectEmail, password: PASSWORD, role: 'user', firstName: 'Rory', lastName: `Reject${stamp}` });
  const university = await createUniversity(request, await apiToken(request, adminEmail, PASSWORD), {
    name: `Moderation University ${stamp}`,
    description: 'Where profiles wait for review.',
    instagram: `modu${stamp}`,
  });
  const longBio = `${'Early riser, tidy, and always up for a hike or a quiet study evening. '.repeat(6)}The end of my bio.`;
  await submitProfile(request, await apiToken(request, approveEmail, PASSWORD), {
    university: university.id,
    bio: longBio,
    colours: [
      [16, 185, 129],
      [79, 70, 229],
      [234, 88, 12],
    ],
  });
  await submitProfile(request, await apiToken(request, rejectEmail, PASSWORD), {
    university: university.id,
    bio: 'A short bio.',
    colours: [[100, 116, 139]],
  });

  // Signed in, the moderator lands in their workspace, linked from the account menu.
  await logIn(page, moderatorEmail, PASSWORD);
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  await expect(page.locator('#profile-menu').getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
  await expect(page.locator('#profile-menu').getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The full view: every photo, large, and the whole bio.
  const approveName = `Avery Approve${stamp}`;
  const card = page.getByRole('article', { name: approveName });
  await card.getByRole('button', { name: 'View full profile' }).click();
  const full = page.getByRole('dialog', { name: 'Full profile' });
  await expect(full.getByText(longBio)).toBeVisible();
  const photos = full.getByRole('list', { name: 'Photos' }).getByRole('img');
  await expect(photos).toHaveCount(3);
  for (const [index, photo] of (await photos.all()).entries()) {
    await expect(photo).toHaveAttribute('alt', `${approveName}, photo ${index + 1} of 3`);
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect((await photo.boundingBox())!.width).toBeGreaterThan(250);
  }
  await expect(full.getByRole('region', { name: 'Ideal roommate' })).toContainText('At least Neat');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await photos.first().evaluate((image) => image.scrollIntoView({ block: 'start' }));
    await capture(page, 'moderation-full-profile', width, false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Approve from the full view.
  await full.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Profile approved successfully')).toBeVisible();
  await expect(full).toHaveCount(0);
  await expect(card).toHaveCount(0);

  // Reject the other one with a reason.
  const rejectCard = page.getByRole('article', { name: `Rory Reject${stamp}` });
  await rejectCard.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Profile' });
  await reject.getByLabel('Reason for rejection').fill('Please add a photo where your face is visible.');
  await reject.getByRole('button', { name: 'Reject Profile' }).click();
  await expect(page.getByText('Profile rejected successfully')).toBeVisible();
  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(page.getByRole('article', { name: `Rory Reject${stamp}` })).toContainText('Please add a photo where your face is visible.');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'moderation-queue', width);
  }

  // The admin area is not theirs: it says so, where they asked for it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
  await expect(page.getByText('This page is for admins.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/moderation');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'no-access', width);
  }
});

test('a moderator takes an approved profile down: it leaves the roommates list at once and its student is told why', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const [adminEmail, moderatorEmail, viewerEmail, takenEmail] = ['tdadmin', 'tdmoderator', 'tdviewer', 'tdtaken'].map(uniqueEmail);
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  createUser({ email: moderatorEmail, password: PASSWORD, role: 'moderator', firstName: 'Morgan', lastName: 'Reviewer' });
  createUser({ email: viewerEmail, password: PASSWORD, role: 'user', firstName: 'Vic', lastName: `Viewer${stamp}` });
  createUser({ email: takenEmail, password: PASSWORD, role: 'user', firstName: 'Tay', lastName: `Taken${stamp}` });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Take Down University ${stamp}`,
    description: 'Where a profile is taken down.',
    instagram: `tdu${stamp}`,
  });
  for (const email of [viewerEmail, takenEmail]) {
    const id = await submitProfile(request, await apiToken(request, email, PASSWORD), { university: university.id });
    await approveProfile(request, adminToken, id);
  }
  const takenName = `Tay Taken${stamp}`;

  // The viewer, in a browser of their own, finds the student.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await logIn(viewer, viewerEmail, PASSWORD);
  await viewer.goto('/roommates');
  await expect(viewer.getByRole('heading', { level: 1, name: 'Find Roommates' })).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Tay T.' })).toBeVisible();

  // The moderator takes the profile down from the Approved tab, with a reason.
  await logIn(page, moderatorEmail, PASSWORD);
  await page.goto('/moderation?status=approved');
  const card = page.getByRole('article', { name: takenName });
  await expect(card).toContainText('@');
  await card.getByRole('button', { name: 'Take Down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take Down Profile' });
  await dialog.getByLabel('Reason for the take-down').fill('Your photos show someone else.');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'moderation-take-down', width, false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Take Down' }).click();
  await expect(page.getByText('Profile taken down')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(page.getByRole('article', { name: takenName })).toContainText('Your photos show someone else.');

  // Gone from the viewer's list at once; the student sees why and may edit.
  await viewer.reload();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Find Roommates' })).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Tay T.' })).toHaveCount(0);
  await viewerContext.close();
  // Approved, then taken down: two e-mails.
  await expect.poll(() => mailCount(takenEmail)).toBeGreaterThanOrEqual(2);
  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await logIn(studentPage, takenEmail, PASSWORD);
  await studentPage.goto('/profile');
  await expect(studentPage.getByText('Your photos show someone else.')).toBeVisible();
  await student.close();
});

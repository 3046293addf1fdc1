import { expect, test } from '@playwright/test';

import { capture } from './capture';
import { apiToken, createUniversity, createUser, startSignedIn, uniqueEmail } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const PASSWORD = 'Campus2025';

test('an admin finds a student by university, suspends, reactivates, renames and promotes people, deletes one, and reads it all in the activity log', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const admin = uniqueEmail('useradmin');
  const studentEmail = uniqueEmail('suspendme');
  const promotedEmail = uniqueEmail('promoteme');
  const leavingEmail = uniqueEmail('deleteme');
  createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Avery', lastName: 'Admin' });
  createUser({ email: studentEmail, password: PASSWORD, role: 'user', firstName: 'Sunny', lastName: `Student${stamp}` });
  createUser({ email: promotedEmail, password: PASSWORD, role: 'user', firstName: 'Parker', lastName: `Promoted${stamp}` });
  createUser({ email: leavingEmail, password: PASSWORD, role: 'user', firstName: 'Lee', lastName: `Leaving${stamp}` });
  const adminToken = await apiToken(request, admin, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Audit Valley University ${stamp}`,
    description: 'Where the admin journey finds its students.',
    instagram: `auditvalley${stamp}`,
    location: 'Ann Arbor, MI',
  });
  const studentToken = await apiToken(request, studentEmail, PASSWORD);
  await submitProfile(request, studentToken, { university: university.id });

  // The student has the app open in their own browser.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await startSignedIn(studentPage, studentToken);
  await studentPage.goto('/settings');
  await expect(studentPage).toHaveURL(/\/settings$/);

  // The admin finds them by their university.
  await logIn(page, admin, PASSWORD);
  await expect(page.getByRole('link', { name: /View all activity/ })).toHaveAttribute('href', '/admin/activity');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await capture(page, 'admin-dashboard', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`audit valley university ${stamp}`);
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const sunny = `Sunny Student${stamp}`;
  await expect(rows.nth(1)).toContainText(sunny);
  await expect(rows.nth(1)).toContainText(university.name);
  await page.getByRole('button', { name: `View details for ${sunny}` }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Profile Completed');
  await expect(details).toContainText('Yes');
  await details.getByRole('button', { name: 'Close' }).first().click();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await capture(page, 'admin-users', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Suspending signs the student out on their next request.
  await page.getByRole('button', { name: `Edit ${sunny}` }).click();
  const form = page.getByRole('form', { name: 'Edit User' });
  await form.getByLabel('Status').selectOption('suspended');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully').first()).toBeVisible();
  await expect(rows.nth(1)).toContainText(/suspended/i);
  await studentPage.goto('/settings');
  await expect(studentPage).toHaveURL(/\/login/);

  // Reactivating lets them back in; the admin also fixes the name.
  await page.getByRole('button', { name: `Activate ${sunny}` }).click();
  await expect(rows.nth(1)).toContainText(/active/i);
  await page.getByRole('button', { name: `Edit ${sunny}` }).click();
  await form.getByLabel('First name').fill('Sunita');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(rows.nth(1)).toContainText(`Sunita Student${stamp}`);
  expect((await request.post('/api/v1/auth/login', { data: { email: studentEmail, password: PASSWORD } })).status()).toBe(200);

  // Promoting someone to manager: they reach the manager area once they sign in.
  const parker = `Parker Promoted${stamp}`;
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`Promoted${stamp}`);
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: `Edit ${parker}` }).click();
  await form.getByLabel('Role').selectOption('manager');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(rows.nth(1)).toContainText(/manager/i);
  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await logIn(managerPage, promotedEmail, PASSWORD);
  await managerPage.goto('/manager');
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();

  // Deleting another person, after the spec's confirmation.
  const lee = `Lee Leaving${stamp}`;
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`Leaving${stamp}`);
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: `Delete ${lee}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Are you sure you want to delete ${lee}? This action cannot be undone.`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully').first()).toBeVisible();
  await expect(page.getByText('No users match your search.')).toBeVisible();

  // All of it is in the activity log, newest first.
  await page.goto('/admin/activity');
  const log = page.getByRole('list', { name: 'Activity' });
  await expect(log).toContainText('Avery Admin (admin) deleted a user: Deleted account');
  await expect(log).toContainText(`updated a user: ${parker}`);
  await expect(log).toContainText('Role: user → manager');
  await expect(log).toContainText('First name: Sunny → Sunita');
  await expect(log).toContainText('Status: active → suspended');
  await expect(log).toContainText('Status: suspended → active');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await capture(page, 'admin-activity', width);
  }
  await studentContext.close();
  await managerContext.close();
});

test('at 375 px the users list fits the phone and the admin area has one menu', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const admin = uniqueEmail('phoneadmin');
  createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Avery', lastName: 'Admin' });
  for (const [role, name] of [
    ['moderator', 'Morgan'],
    ['user', 'Maximilian-Alexander'],
  ] as const) {
    createUser({ email: uniqueEmail(`phone${role}`), password: PASSWORD, role, firstName: name, lastName: `Longsurname${stamp}` });
  }
  await startSignedIn(page, await apiToken(request, admin, PASSWORD));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/admin/users?search=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const person = `Maximilian-Alexander Longsurname${stamp}`;
  await expect(page.getByText(person)).toBeVisible();

  // Every person's name, role badge and actions are on screen, not cut off inside a scrolling box.
  for (const name of [person, `Morgan Longsurname${stamp}`]) {
    const row = page.getByRole('row').filter({ hasText: name });
    await row.scrollIntoViewIfNeeded();
    for (const part of [
      row.getByText(name),
      row.getByText(/^(User|Moderator)$/),
      row.getByText('Active', { exact: true }),
      row.getByRole('button', { name: `View details for ${name}` }),
      row.getByRole('button', { name: `Delete ${name}` }),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
      const box = (await part.boundingBox())!;
      expect(box.x, `${name}: left edge on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name}: right edge on screen`).toBeLessThanOrEqual(375);
    }
  }
  await capture(page, 'admin-users-cards', 375);

  // One menu: the header shows none of its own; the area's menu carries the site's links too.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /quad\s*, home/i })).toHaveAttribute('href', '/admin');
  await page.getByRole('button', { name: 'Admin Panel menu' }).click();
  const site = page.getByRole('navigation', { name: 'Site' });
  await expect(site.getByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
  await expect(site.getByRole('link', { name: 'Settings' })).toBeVisible();
  await capture(page, 'admin-users-menu', 375, false);
  await site.getByRole('link', { name: 'Find Roommates' }).click();
  await expect(page).toHaveURL(/\/roommates$/);
  // Out of the staff area, the header's menu is back.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/users?search=${stamp}`);
  await expect(page.getByText(person)).toBeVisible();
  await capture(page, 'admin-users-cards', 1280);
});

import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, approveProfile, createUniversity, createUser, sqlValue, uniqueEmail } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const PASSWORD = 'Campus2025';

/** Every figure of the stat cards, counted in the database as the server should. */
function countsInDatabase(): Record<string, number> {
  const count = (sql: string) => Number(sqlValue(sql));
  return {
    'Total Users': count('SELECT count(*) FROM users'),
    'Active Users': count("SELECT count(*) FROM users WHERE status = 'active'"),
    Universities: count('SELECT count(*) FROM universities'),
    'Pending Profiles': count("SELECT count(*) FROM roommate_profiles WHERE status = 'pending'"),
    'Approved Profiles': count("SELECT count(*) FROM roommate_profiles WHERE status = 'approved'"),
    'Instagram Accounts': count('SELECT count(*) FROM instagram_accounts'),
    'Posts Queued': count("SELECT count(*) FROM instagram_posts WHERE status = 'queued'"),
    'Posts Published': count("SELECT count(*) FROM instagram_posts WHERE status = 'posted'"),
  };
}

async function atWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await capture(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin reads real figures on the dashboard, finds a student, and opens the activity log and the analytics', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const admin = uniqueEmail('dashadmin');
  const studentEmail = uniqueEmail('dashstudent');
  const student = `Dana Dashboard${stamp}`;
  createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Avery', lastName: 'Admin' });
  createUser({ email: studentEmail, password: PASSWORD, role: 'user', firstName: 'Dana', lastName: `Dashboard${stamp}` });
  const adminToken = await apiToken(request, admin, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Figures State University ${stamp}`,
    description: 'Where the dashboard journey counts its students.',
    instagram: `figuresstate${stamp}`,
    location: 'Lansing, MI',
  });
  await submitProfile(request, await apiToken(request, studentEmail, PASSWORD), { university: university.id });
  // A second student, already approved: the performance metrics have a decision to count.
  const approvedEmail = uniqueEmail('dashapproved');
  createUser({ email: approvedEmail, password: PASSWORD, role: 'user', firstName: 'Abby', lastName: `Approved${stamp}` });
  await submitProfile(request, await apiToken(request, approvedEmail, PASSWORD), { university: university.id });
  const profileId = sqlValue(`SELECT p.id FROM roommate_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = '${approvedEmail}'`);
  await approveProfile(request, adminToken, profileId);

  // The stat cards say what the database holds.
  const expected = countsInDatabase();
  expect(expected['Pending Profiles']).toBeGreaterThanOrEqual(1);
  await logIn(page, admin, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals' });
  for (const [label, value] of Object.entries(expected)) {
    const card = totals.getByRole('listitem').filter({ hasText: label });
    await expect(card.getByText(value.toLocaleString('en-US'), { exact: true }), label).toBeVisible();
  }
  await expect(totals.getByRole('listitem').filter({ hasText: 'Total Users' })).toContainText(/vs last week|this week/);

  // What was added in the last 24 hours, newest first.
  const recent = page.getByRole('list', { name: 'Recent activity' });
  await expect(recent).toContainText(university.name);
  await expect(recent).toContainText(student);
  const performance = page.getByRole('region', { name: 'Performance Metrics' });
  await expect(performance.getByRole('progressbar', { name: 'Approval rate' })).toHaveAttribute('aria-valuenow', '100');
  expect(await axeViolations(page)).toEqual([]);
  await atWidths(page, 'dashboard');

  // The search finds the student in two groups; the person leads to the users list, filtered.
  const search = page.getByRole('searchbox', { name: 'Search users, universities and profiles' });
  await search.fill(`dashboard${stamp}`);
  const people = page.getByRole('list', { name: 'Users' });
  await expect(people.getByRole('link', { name: new RegExp(student) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Profiles' }).getByRole('link', { name: new RegExp(student) })).toHaveAttribute(
    'href',
    '/admin/profiles?status=pending',
  );
  expect(await axeViolations(page)).toEqual([]);
  await atWidths(page, 'dashboard-search');
  await search.press('ArrowDown');
  await expect(people.getByRole('link', { name: new RegExp(student) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\?search=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(student);

  // View all activity opens the log, where the new university is.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'View all activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText(`added a university: ${university.name}`);

  // The analytics: four charts over the last 30 days, then a preset kept in the address.
  // The journeys share one server: others register and delete people meanwhile, so the chart's
  // count lies between what the database held just before the page asked and just after.
  const registeredNow = () =>
    Number(
      sqlValue("SELECT count(*) FROM users WHERE created_at >= ((now() AT TIME ZONE 'UTC')::date - 29)::timestamp AT TIME ZONE 'UTC'"),
    );
  await page.goto('/admin');
  const before = registeredNow();
  await page.getByRole('link', { name: /View detailed analytics/ }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const registrations = page.getByRole('region', { name: 'Registrations and verifications' });
  await expect(registrations.getByRole('definition').first()).toHaveText(/^\d[\d,]*$/);
  const after = registeredNow();
  const shown = Number((await registrations.getByRole('definition').first().textContent())?.replaceAll(',', ''));
  expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(shown).toBeLessThanOrEqual(Math.max(before, after));
  await expect(registrations.locator('.recharts-wrapper')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Profile reviews' });
  await expect(reviews.locator('.recharts-wrapper')).toBeVisible();
  const students = page.getByRole('region', { name: 'New students by university' });
  await expect(students.locator('.recharts-wrapper')).toBeVisible();
  await students.getByText('Show the numbers').click();
  await expect(students.getByRole('row', { name: new RegExp(university.name) })).toContainText('2');
  await expect(page.getByRole('region', { name: 'Posts published by university' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await atWidths(page, 'analytics');

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const from = new URL(page.url()).searchParams.get('from');
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue(from ?? '');
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
});

import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, assignUniversities, createUniversity, createUser, uniqueEmail, userIdOf } from './e2e-server';
import { logIn } from './journeys';

const PASSWORD = 'Campus2025';
const REFUSAL = 'This university is not one of yours: ask an admin to assign you to it';

/** Screenshots at 1280 and 375 px (and no sideways scrolling at either), then back to the default size. */
async function screenshots(page: Page, name: string, fullPage = true) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await capture(page, name, width, fullPage);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin assigns a manager one university of two: the manager sees only it and is refused on the other', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const adminEmail = uniqueEmail('staffadmin');
  const managerEmail = uniqueEmail('staffmanager');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin', firstName: 'Avery', lastName: 'Admin' });
  createUser({ email: managerEmail, password: PASSWORD, role: 'manager', firstName: 'Morgan', lastName: `Keeper${stamp}` });
  // A moderator with no university reviews every one: the list says so.
  createUser({ email: uniqueEmail('staffmoderator'), password: PASSWORD, role: 'moderator', firstName: 'Riley', lastName: `Keeper${stamp}` });
  const manager = `Morgan Keeper${stamp}`;
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const north = await createUniversity(request, adminToken, {
    name: `Staff North University ${stamp}`,
    description: 'The university the manager is given.',
    instagram: `staffnorth${stamp}`,
    location: 'Ann Arbor, MI',
  });
  const south = await createUniversity(request, adminToken, {
    name: `Staff South University ${stamp}`,
    description: 'The university the manager is not given.',
    instagram: `staffsouth${stamp}`,
    location: 'Columbus, OH',
  });

  // Before any assignment the manager is told whom to ask, not shown a blank screen.
  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await logIn(managerPage, managerEmail, PASSWORD);
  await expect(managerPage).toHaveURL(/\/manager$/);
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
  const totals = managerPage.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText("You don't look after any university yet.")).toBeVisible();
  await expect(totals.getByText('Ask an admin to assign you one in Users.')).toBeVisible();
  await screenshots(managerPage, 'staff-manager-dashboard-none');
  await managerPage.goto('/manager/universities');
  await expect(managerPage.getByText("You don't look after any university yet.")).toBeVisible();
  await screenshots(managerPage, 'staff-manager-none');

  // The admin finds the manager: no university yet, under the role.
  await logIn(page, adminEmail, PASSWORD);
  await page.goto(`/admin/users?search=Keeper${stamp}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  const managerRow = rows.filter({ hasText: manager });
  await expect(managerRow).toContainText('No university yet');
  await expect(rows.filter({ hasText: `Riley Keeper${stamp}` })).toContainText('All universities');

  // Edit: the universities they look after, one of the two chosen.
  await page.getByRole('button', { name: `Edit ${manager}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  const group = dialog.getByRole('group', { name: 'Universities they look after' });
  await expect(group).toContainText('A manager acts only on these universities');
  await expect(group.getByText('None chosen yet.')).toBeVisible();
  await group.getByRole('searchbox', { name: 'Search universities to choose' }).fill(stamp);
  await expect(group.getByRole('checkbox')).toHaveCount(2);
  await group.getByRole('checkbox', { name: north.name }).check();
  await expect(group.getByRole('list', { name: 'Chosen universities' })).toContainText(north.name);
  await expect(group.getByRole('checkbox', { name: south.name })).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  // The picker in view at each width: its choices and the buttons can be reached.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await group.getByRole('checkbox', { name: south.name }).scrollIntoViewIfNeeded();
    await expect(group.getByRole('checkbox', { name: south.name })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
    await capture(page, 'staff-edit-dialog', width, false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(managerRow).toContainText(north.name);
  await expect(managerRow).not.toContainText(south.name);
  await screenshots(page, 'staff-users');
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The manager now sees only that university, and its counts on the dashboard.
  await managerPage.goto('/manager/universities');
  const cards = managerPage.getByRole('list', { name: 'Universities' }).getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(north.name);
  await expect(managerPage.getByText(south.name)).toHaveCount(0);
  await screenshots(managerPage, 'staff-manager-universities');
  await managerPage.goto('/manager');
  const universitiesCard = managerPage.getByRole('region', { name: 'Totals' }).getByRole('listitem').filter({ hasText: 'Universities' });
  await expect(universitiesCard).toContainText('1');

  // The other university: its link says why, in the server's words; the server refuses it too.
  await managerPage.goto(`/manager/instagram?university=${south.id}`);
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Instagram Posts' })).toBeVisible();
  await expect(managerPage.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
  await expect(managerPage.getByRole('heading', { name: `Posts for ${south.name}` })).toHaveCount(0);
  await screenshots(managerPage, 'staff-manager-refused');
  const managerToken = await apiToken(request, managerEmail, PASSWORD);
  const refused = await request.get(`/api/v1/manager/universities/${south.id}/posts`, {
    headers: { Authorization: `Bearer ${managerToken}` },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe(REFUSAL);

  // The assignment is in the activity log.
  await page.goto('/admin/activity');
  const log = page.getByRole('list', { name: 'Activity' });
  await expect(log).toContainText(`updated a user: ${manager}`);
  await expect(log).toContainText(north.name);

  // Assigned both (through the API), the manager works on both.
  const id = await userIdOf(request, adminToken, managerEmail);
  const both = await assignUniversities(request, adminToken, id, [north.id, south.id]);
  expect(both.map((university) => university.id).sort()).toEqual([north.id, south.id].sort());
  await managerPage.goto('/manager/universities');
  await expect(cards).toHaveCount(2);
  await managerPage.goto(`/manager/instagram?university=${south.id}`);
  await expect(managerPage.getByRole('heading', { name: `Posts for ${south.name}` })).toBeVisible();
  await managerContext.close();
});

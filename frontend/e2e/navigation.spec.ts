import { expect, test, type Page } from '@playwright/test';

import { capture } from './capture';
import { apiToken, createUniversity, createUser, startSignedIn, uniqueEmail } from './e2e-server';
import { submitProfile } from './journeys';
import { accountPages, contentPages, guardedPages, NOT_FOUND_HEADING, sampleAdmin } from './public-pages';

const PASSWORD = 'Campus2025';

/** Hrefs of the same-origin links inside `selector`, without duplicates or in-page anchors. */
async function linkTargets(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(`${selector} a[href]`).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

async function expectRealPage(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, `h1 on ${path}`).toHaveCount(1);
  await expect(heading, `${path} is not the 404 page`).not.toHaveText(NOT_FOUND_HEADING);
}

async function signInWithMockedSession(page: Page) {
  // The sample session is unknown to the server: its other calls (a dashboard's figures, a profile)
  // would answer 401 and send the page to /login mid-check, so they fail plainly instead.
  await page.route('**/api/v1/**', (route) =>
    route.fulfill({ status: 503, json: { success: false, error: 'Not available with a sample session' } }),
  );
  await page.route('**/api/v1/auth/me', (route) => route.fulfill({ json: { success: true, data: sampleAdmin } }));
  await page.route('**/api/v1/auth/logout', (route) => route.fulfill({ json: { success: true, data: null } }));
  await page.addInitScript(() => localStorage.setItem('token', 'e2e-token'));
}

test.describe('navigation', () => {
  test('every header and footer link opens a page that is not the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The footer comes once the browser is idle after the first paint.
    await expect(page.locator('footer a[href="/privacy"]')).toBeVisible();
    const targets = [
      ...(await linkTargets(page, 'header')),
      ...(await linkTargets(page, 'footer')),
    ];
    expect(targets).toEqual(expect.arrayContaining(['/', '/login', '/register', '/privacy', '/terms', '/cookies']));
    expect(targets.length).toBeGreaterThanOrEqual(17);
    for (const path of new Set(targets)) await expectRealPage(page, path);
  });

  test('the signed-in header and its profile menu link to real pages', async ({ page }) => {
    await signInWithMockedSession(page);
    // The sample admin has no roommate profile: the menu offers to create one.
    await page.route('**/api/v1/profile/me', (route) => route.fulfill({ status: 404, json: { success: false, error: 'Profile not found' } }));
    // Three unread notifications on the bell; no conversation is unread, so the envelope has no count.
    await page.route('**/api/v1/notifications/unread-count', (route) => route.fulfill({ json: { success: true, data: { unread: 3 } } }));
    await page.goto('/');
    const header = page.getByRole('banner');
    // An admin: Create Post is a student's (staff review and publish in their areas).
    await expect(header.getByRole('link', { name: 'Universities' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Create Post' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await header.getByRole('button', { name: /account menu/i }).click();
    const menu = page.locator('#profile-menu');
    for (const label of ['My Profile', 'Saved', 'Admin Dashboard', 'Instagram Manager', 'Settings']) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    // Roommate profiles are students': an admin's menu offers neither Create Profile nor Edit Profile.
    await expect(menu.getByRole('link', { name: /^(Create|Edit) Profile$/ })).toHaveCount(0);
    const targets = await linkTargets(page, 'header');
    expect(targets).toEqual(
      expect.arrayContaining(['/roommates', '/universities', '/notifications', '/messages', '/admin', '/manager']),
    );
    expect(targets).not.toContain('/submit');

    // A click outside closes the dropdown.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveCount(0);

    for (const path of targets) await expectRealPage(page, path);
  });

  test('a signed-in student finds their home, the roommates and their submitted profile from the header', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const adminEmail = uniqueEmail('wayhomeadmin');
    const studentEmail = uniqueEmail('wayhome');
    createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
    createUser({ email: studentEmail, password: PASSWORD, role: 'user', firstName: 'Robin', lastName: `Wayhome${stamp}` });
    const university = await createUniversity(request, await apiToken(request, adminEmail, PASSWORD), {
      name: `Wayhome State University ${stamp}`,
      description: 'Where the header journey studies.',
      instagram: `wayhome${stamp}`,
    });
    const token = await apiToken(request, studentEmail, PASSWORD);
    await startSignedIn(page, token);

    // Before a profile exists, the account menu offers to create one.
    await page.goto('/about');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /account menu/i }).click();
    await expect(page.locator('#profile-menu').getByRole('link', { name: 'Create Profile' })).toBeVisible();
    await expect(page.locator('#profile-menu').getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);

    await submitProfile(request, token, { university: university.id, bio: 'Tidy night owl who cooks on Sundays.' });

    // The logo leads home, not to the marketing page.
    await page.goto('/about');
    const logo = header.getByRole('link', { name: /quad\s*, home/i });
    await expect(logo).toHaveAttribute('href', '/home');
    await logo.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Find Roommates is in the header.
    await header.getByRole('link', { name: 'Find Roommates' }).click();
    await expect(page).toHaveURL(/\/roommates$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND_HEADING);

    // With a profile submitted, the account menu offers to edit it.
    await header.getByRole('button', { name: /account menu/i }).click();
    const menu = page.locator('#profile-menu');
    await expect(menu.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create Profile' })).toHaveCount(0);
    await capture(page, 'header-account-menu', 1280, false);
    await menu.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();

    // /profile shows the profile as submitted under its status, with a way to edit it.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Pending Approval' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Profile card' });
    await expect(card).toContainText(`Robin Wayhome${stamp}`);
    await expect(card).toContainText(university.name);
    await expect(card).toContainText('Tidy night owl who cooks on Sundays.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    await capture(page, 'profile-pending', 1280);

    // At 375 px the menu carries the same: Home to /home, Find Roommates, Edit Profile.
    await page.setViewportSize({ width: 375, height: 812 });
    await capture(page, 'profile-pending', 375);
    await header.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(mobile.getByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
    await expect(mobile.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    await capture(page, 'mobile-menu-student', 375, false);
    await mobile.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('Logout clears the session and goes to /login', async ({ page }) => {
    await signInWithMockedSession(page);
    await page.goto('/about');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('every route named in the spec shows a page, never a blank screen', async ({ page }) => {
    for (const { path, heading } of [...contentPages, ...accountPages]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page, path).toHaveTitle(/Quad/);
    }
  });

  test('a guest opening the admin or manager area is sent to the login page, which would bring them back', async ({ page }) => {
    for (const path of guardedPages) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Log in to Quad');
    }
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    for (const path of ['/this-page-does-not-exist', '/profile/nope/deeper']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
      await expect(page).toHaveTitle('Page not found · Quad');
    }
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/find your people/i);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

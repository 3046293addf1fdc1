import { expect, test, type Page } from '@playwright/test';

import { accountPages, comingSoonPages, contentPages, guardedPages, NOT_FOUND_HEADING, sampleAdmin } from './public-pages';

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
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Create Post' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Notifications (3 new)' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Messages (2 new)' })).toBeVisible();
    await header.getByRole('button', { name: /account menu/i }).click();
    const menu = page.locator('#profile-menu');
    for (const label of ['My Profile', 'Create Profile', 'Saved', 'Admin Dashboard', 'Instagram Manager', 'Settings']) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    const targets = await linkTargets(page, 'header');
    expect(targets).toEqual(expect.arrayContaining(['/create', '/universities', '/notifications', '/messages', '/admin', '/manager']));

    // A click outside closes the dropdown.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveCount(0);

    for (const path of targets) await expectRealPage(page, path);
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
    for (const { path, heading } of [...contentPages, ...accountPages, ...comingSoonPages]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page, path).toHaveTitle(/Quad/);
    }
  });

  test('a guest opening the admin or manager area is sent to the login page', async ({ page }) => {
    for (const path of guardedPages) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
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

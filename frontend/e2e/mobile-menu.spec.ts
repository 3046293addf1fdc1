import { expect, test } from '@playwright/test';

import { sampleAdmin } from './public-pages';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test.describe('mobile menu at 375 px', () => {
  test('opens and closes with the toggle, Escape and a click outside', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeHidden();

    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    // Issue 22: the same places as the wide header.
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Universities', 'About Quad', 'How it works', 'FAQ', 'Log In', 'Sign Up']);
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await header.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(40, 500); // on the dimmed page, left of the panel
    await expect(menu).toBeHidden();
  });

  test('following a link closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Quad');
  });

  test('signed in, the header shows the unread counts and the menu adds Home and Data Management', async ({ page }) => {
    await page.route('**/api/v1/auth/me', (route) => route.fulfill({ json: { success: true, data: sampleAdmin } }));
    // Nobody asks for the sample admin's roommate profile: roommate profiles are students'.
    let profileRequests = 0;
    await page.route('**/api/v1/profile/me', (route) => {
      profileRequests += 1;
      return route.fulfill({ status: 404, json: { success: false, error: 'Profile not found' } });
    });
    // No notifications, and no live stream for a made-up token (the tab polls instead).
    await page.route('**/api/v1/notifications/unread-count', (route) => route.fulfill({ json: { success: true, data: { unread: 3 } } }));
    await page.route('**/api/v1/conversations/unread', (route) =>
      route.fulfill({ json: { success: true, data: { unreadConversations: 2 } } }),
    );
    await page.route('**/api/v1/events', (route) => route.fulfill({ status: 429, json: { success: false, error: 'Too many' } }));
    await page.addInitScript(() => localStorage.setItem('token', 'e2e-token'));
    await page.goto('/');
    // Issue 37: on a phone the bell and the envelope show their counts without opening the menu.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Messages, 2 unread conversations' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveText('3');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // Issue 22: Home is the person's own home, an admin's area.
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin');
    await expect(menu.getByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
    await expect(menu.getByRole('link', { name: /^(Create|Edit) Profile$/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Data Management' })).toHaveAttribute('href', '/profile/data-management');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(profileRequests).toBe(0);
  });
});

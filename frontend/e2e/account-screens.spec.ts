import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { settled } from './capture';
import { apiToken, createUser, startSignedIn, uniqueEmail } from './e2e-server';
import { sampleAdmin } from './public-pages';

const ARTIFACTS = 'e2e-artifacts';

async function capture(page: Page, name: string, width: number) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await settled(page);
  // The sticky header would otherwise be drawn where the page was scrolled to.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
}

/** Reaches /registration-success the way a person does, with the registration answered locally. */
async function openRegistrationSuccess(page: Page) {
  await page.route('**/api/v1/auth/register', (route) =>
    route.fulfill({
      status: 201,
      json: {
        success: true,
        token: 'registration-token',
        needsVerification: true,
        message: 'Registration successful. Please check your email to verify your account.',
        user: { ...sampleAdmin, role: 'user', isAdmin: false, email: 'maya.thompson@umich.edu', emailVerified: false },
      },
    }),
  );
  await page.goto('/register');
  await page.getByLabel('First name', { exact: true }).fill('Maya');
  await page.getByLabel('Last name', { exact: true }).fill('Thompson');
  await page.getByLabel('Email address', { exact: true }).fill('maya.thompson@umich.edu');
  await page.getByLabel('Username', { exact: true }).fill('maya.t');
  await page.getByLabel('Password', { exact: true }).fill('Campus2025');
  await page.getByLabel('Confirm password', { exact: true }).fill('Campus2025');
  await page.getByRole('checkbox', { name: /at least 16 years old/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
}

for (const width of [1280, 375]) {
  test.describe(`account screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 800 : 812 } });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Quad');
      await capture(page, 'login', width);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Please fill in all fields')).toBeVisible();
      await capture(page, 'login-errors', width);
    });

    test('register', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
      await capture(page, 'register', width);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Please fill in all required fields')).toBeVisible();
      await capture(page, 'register-errors', width);
    });

    test('registration success', async ({ page }) => {
      await openRegistrationSuccess(page);
      await expect(page.getByText('maya.thompson@umich.edu')).toBeVisible();
      await capture(page, 'registration-success', width);
    });

    test('forgot password, reset password and a failed verification', async ({ page }) => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
      await capture(page, 'forgot-password', width);
      await page.goto('/reset-password/0000');
      await capture(page, 'reset-password', width);
      await page.goto('/verify-email/0000');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t verify your email');
      await capture(page, 'verify-email-error', width);
    });
  });
}

test('the admin landing at 1280 px', async ({ page, request }) => {
  // A real session: the dashboard asks the server for its figures.
  const admin = uniqueEmail('landingadmin');
  createUser({ email: admin, password: 'Campus2025', role: 'admin' });
  await startSignedIn(page, await apiToken(request, admin, 'Campus2025'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await capture(page, 'admin', 1280);
});

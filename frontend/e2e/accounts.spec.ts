import { expect, test, type Page } from '@playwright/test';

import { capture } from './capture';
import { createUser, linkFromOutbox, mailCount, uniqueEmail, uniqueUsername } from './e2e-server';
import { giveSecondFactorIfAsked } from './journeys';

const PASSWORD = 'Campus2025';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  // The profile menu's Logout (the admin and manager sidebars have one too).
  await page.locator('#profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
}

const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`${name}\\s*, account menu`) });

test.describe('accounts', () => {
  test('register, verify from the e-mail, land signed in on the profile wizard, log out and log in again', async ({ page }) => {
    const email = uniqueEmail('maya');
    await page.goto('/register');
    await page.getByLabel('First name', { exact: true }).fill('Maya');
    await page.getByLabel('Last name', { exact: true }).fill('Thompson');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Username', { exact: true }).fill(uniqueUsername('maya'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /at least 16 years old/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/registration-success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
    await expect(page.getByText(email)).toBeVisible();

    await page.goto(await linkFromOutbox(email, 'verify-email'));
    await expect(page.getByText('Your email has been verified successfully!')).toBeVisible();
    await expect(accountMenu(page, 'Maya Thompson')).toBeVisible();
    // Not the marketing page: a new student goes on to create their profile.
    await expect(page).toHaveURL(/\/profile\/create$/, { timeout: 6_000 });
    await expect(accountMenu(page, 'Maya Thompson')).toBeVisible();

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile\/create$/);
    await expect(accountMenu(page, 'Maya Thompson')).toBeVisible();

    // The session survives a reload: the stored token is checked with the server.
    await page.reload();
    await expect(accountMenu(page, 'Maya Thompson')).toBeVisible();
  });

  test('a link opened in another browser verifies the address but signs nobody in', async ({ page, request }) => {
    const email = uniqueEmail('elsewhere');
    const registered = await request.post('/api/v1/auth/register', {
      data: {
        firstName: 'Noor',
        lastName: 'Elsewhere',
        username: uniqueUsername('noor'),
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);

    await page.clock.install();
    await page.goto(await linkFromOutbox(email, 'verify-email'));
    await expect(page.getByText('Your email is verified. Please log in to continue.')).toBeVisible();
    // The page's clock stops, so the screenshots come before the move to /login.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await capture(page, 'verify-email-log-in', 1280);
    await page.setViewportSize({ width: 375, height: 812 });
    await capture(page, 'verify-email-log-in', 375);

    await page.clock.runFor(3_000);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/login$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile\/create$/);
    await expect(accountMenu(page, 'Noor Elsewhere')).toBeVisible();
  });

  test('forgot password, reset from the e-mail, and log in with the new password only', async ({ page }) => {
    const email = uniqueEmail('reset');
    createUser({ email, password: PASSWORD, role: 'user', firstName: 'Riley', lastName: 'Chen' });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('Password reset instructions have been sent to your email');

    const newPassword = 'Brighter2026';
    await page.goto(await linkFromOutbox(email, 'reset-password'));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/create$/, { timeout: 6_000 });
    await expect(accountMenu(page, 'Riley Chen')).toBeVisible();

    await logOut(page);
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('The email or password you entered is incorrect');
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/profile\/create$/);
    await expect(accountMenu(page, 'Riley Chen')).toBeVisible();
  });

  test('an admin lands on /admin; a student lands on their next step and is told the staff areas are not theirs', async ({ page }) => {
    const admin = uniqueEmail('admin');
    const student = uniqueEmail('student');
    createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' });
    createUser({ email: student, password: PASSWORD, role: 'user', firstName: 'Sam', lastName: 'Rivera' });

    await logIn(page, admin, PASSWORD);
    await giveSecondFactorIfAsked(page, admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.getByText('Welcome back, Alex Morgan.', { exact: false })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
    await expect(page.locator('#profile-menu').getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.locator('#profile-menu').getByRole('link', { name: 'Instagram Manager' })).toBeVisible();
    await page.keyboard.press('Escape');
    // An admin may use the manager area too.
    await page.goto('/manager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manager Dashboard');
    await logOut(page);

    await logIn(page, student, PASSWORD);
    await expect(page).toHaveURL(/\/profile\/create$/);
    await expect(accountMenu(page, 'Sam Rivera')).toBeVisible();
    await accountMenu(page, 'Sam Rivera').click();
    await expect(page.locator('#profile-menu').getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.locator('#profile-menu').getByRole('link', { name: 'Instagram Manager' })).toHaveCount(0);
    // A staff area says it is not theirs instead of sending them elsewhere.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
    await expect(page.getByText('This page is for admins.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/manager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
    await expect(page).toHaveURL(/\/manager$/);
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a manager enters the manager area but not the admin area', async ({ page }) => {
    const manager = uniqueEmail('manager');
    createUser({ email: manager, password: PASSWORD, role: 'manager', firstName: 'Jordan', lastName: 'Lee' });
    await logIn(page, manager, PASSWORD);
    await giveSecondFactorIfAsked(page, manager);
    await expect(page).toHaveURL(/\/manager$/);
    await page.goto('/manager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manager Dashboard');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
    await expect(page.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/manager');
  });

  test('a guest visiting /manager goes to /login', async ({ page }) => {
    await page.goto('/manager');
    await expect(page).toHaveURL(/\/login\?next=%2Fmanager$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Quad');
  });

  test('logging in before verifying says so and can resend the link', async ({ page, request }) => {
    const email = uniqueEmail('pending');
    const registered = await request.post('/api/v1/auth/register', {
      data: {
        firstName: 'Pat',
        lastName: 'Pending',
        username: uniqueUsername('pat'),
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);
    await linkFromOutbox(email, 'verify-email');
    const mailsBefore = mailCount(email);

    await logIn(page, email, PASSWORD);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Your email has not been verified. Please check your inbox for a verification link',
    );
    await alert.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(alert).toContainText('Verification email sent successfully');
    await expect.poll(() => mailCount(email), { message: 'a second verification e-mail' }).toBe(mailsBefore + 1);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('registering an address twice explains it is taken', async ({ page, request }) => {
    const email = uniqueEmail('twice');
    createUser({ email, password: PASSWORD, role: 'user' });
    await page.goto('/register');
    await page.getByLabel('First name', { exact: true }).fill('Second');
    await page.getByLabel('Last name', { exact: true }).fill('Try');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Username', { exact: true }).fill(uniqueUsername('second'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /at least 16 years old/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This email address is already registered. Please use a different email or try logging in.',
    );
    expect((await request.get('/api/v1/health')).ok()).toBe(true);
  });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, createUser, linkFromOutbox, pngSquare, uniqueEmail } from './e2e-server';
import { giveSecondFactorIfAsked } from './journeys';

const PASSWORD = 'Campus2025';
const NEW_PASSWORD = 'Harbor7Maple';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await giveSecondFactorIfAsked(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

async function loginStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  return (await request.post('/api/v1/auth/login', { data: { email, password } })).status();
}

async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status();
}

test('a student signs another device out, changes the password and the picture in Settings, then deletes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('settings');
  createUser({ email, password: PASSWORD, role: 'user', firstName: 'Riley', lastName: 'Chen' });
  // Signed in on another device first.
  const otherDevice = await apiToken(request, email, PASSWORD, FIREFOX_ON_LINUX);

  await logIn(page, email, PASSWORD);
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  await page.locator('#profile-menu').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');

  // Two sessions: this browser (headless Chromium on Linux) and the other device.
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const here = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toContainText('Chrome on Linux');
  await expect(here).toContainText('Signed in with password');
  const firefox = sessions.getByRole('listitem', { name: 'Firefox on Linux' });
  await expect(firefox).toContainText('Last active');

  expect(await axeViolations(page)).toEqual([]);

  await firefox.getByRole('button', { name: 'Sign out Firefox on Linux' }).click();
  await expect(page.getByText('Signed out of that session')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect(await meStatus(request, otherDevice)).toBe(401);

  // A new password: the old one stops working, the new one signs in.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password', { exact: true }).fill('NotMyPassword1');
  await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Update password' }).click();
  await expect(passwordForm.getByText('Your current password is incorrect')).toBeVisible();
  await passwordForm.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Update password' }).click();
  await expect(passwordForm.getByRole('status')).toContainText('Password updated');
  expect(await loginStatus(request, email, PASSWORD)).toBe(401);
  await apiToken(request, email, NEW_PASSWORD, FIREFOX_ON_LINUX);

  // A new picture shows in Settings and in the header at once.
  const picture = page.getByRole('region', { name: 'Profile picture' });
  await expect(picture.getByRole('img', { name: /Your initials/ })).toHaveText('RC');
  await picture.getByLabel('Choose a new picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngSquare([16, 185, 129], 256),
  });
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  const avatar = picture.getByRole('img', { name: 'Your profile picture' });
  await expect(avatar).toHaveAttribute('src', /\/media\//);
  const src = (await avatar.getAttribute('src'))!;
  await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toBeVisible();

  // The list was read again after the password change: this device and the new sign-in.
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'settings', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Deleting the account asks for the password.
  await page.getByRole('link', { name: 'Export or delete your data' }).click();
  await expect(page).toHaveURL(/\/profile\/data-management$/);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Account' });
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(confirm.getByText('Please enter your password to confirm')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await capture(page, 'delete-account-dialog', 375, false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirm.getByLabel('Your password', { exact: true }).fill(NEW_PASSWORD);
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await loginStatus(request, email, NEW_PASSWORD)).toBe(401);
});

test('a student moves the account to a new e-mail address, confirmed from the new inbox', async ({ page, request }) => {
  const email = uniqueEmail('oldaddress');
  const newEmail = uniqueEmail('newaddress');
  createUser({ email, password: PASSWORD, role: 'user', firstName: 'Jordan', lastName: 'Lee' });
  await logIn(page, email, PASSWORD);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Email address' });
  await expect(section).toContainText(`You sign in with ${email}.`);

  const form = section.getByRole('form', { name: 'Change email address' });
  await form.getByLabel('New email address', { exact: true }).fill(newEmail);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change email address' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent a confirmation link to ${newEmail}`);
  // Nothing changes until the link is opened.
  await expect(section).toContainText(`You sign in with ${email}.`);

  await page.goto(await linkFromOutbox(newEmail, 'confirm-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email address changed');
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page.getByRole('region', { name: 'Email address' })).toContainText(`You sign in with ${newEmail}.`);
  await apiToken(request, newEmail, PASSWORD);
  expect(await loginStatus(request, email, PASSWORD)).toBe(401);
});

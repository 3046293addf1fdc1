import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { createUser, uniqueEmail } from './e2e-server';
import { logIn } from './journeys';
import { codeAfter, totpCode, totpStep } from './totp';

const PASSWORD = 'Campus2025';
const REQUIRED = 'Admins turn on two-step sign-in before using admin tools.';

/** Screenshots at 1280 and 375 px (and no sideways scrolling at either), then back to the default size. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await capture(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The password step of the login page; the page then asks for what comes next. */
async function enterPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  await page.locator('#profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function expectAdminDashboard(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test('an admin turns on two-step sign-in, then signs in with a code from the app and with a recovery code', async ({ page }) => {
  // Up to 30 s waiting for the app's next code, besides the journey.
  test.setTimeout(180_000);
  const email = uniqueEmail('twostep');
  createUser({ email, password: PASSWORD, role: 'admin', firstName: 'Tess', lastName: 'Twostep', secondFactor: false });

  // Signing in sends the new admin to set it up before any admin tool.
  await enterPassword(page, email);
  await expect(page).toHaveURL(/\/settings\/two-step\?next=%2Fadmin$/);
  await expect(page.getByText(REQUIRED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Not now' })).toHaveCount(0);
  await screenshots(page, 'two-step-required');

  // The admin area says the same instead of refused screens.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in needed' })).toBeVisible();
  await screenshots(page, 'two-step-admin-gate');
  await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
  await expect(page).toHaveURL(/\/settings\/two-step\?next=%2Fadmin%2Fusers$/);

  // Setting up: the QR code, and the key to type in, which the test's "app" reads.
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await screenshots(page, 'two-step-set-up');
  expect(await axeViolations(page)).toEqual([]);

  const code = page.getByLabel('Enter the code your app shows');
  await code.fill(totpCode(secret, totpStep() + 5));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  let used = totpStep();
  await code.fill(totpCode(secret, used));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  // The ten recovery codes, shown once.
  const listed = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const recoveryCodes = (await listed.allTextContents()).map((text) => text.trim());
  for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
  await screenshots(page, 'two-step-recovery-codes');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as text' }).click();
  expect((await download).suggestedFilename()).toBe('quad-recovery-codes.txt');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I saved these codes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.goto('/admin');
  await expectAdminDashboard(page);

  // Signing in again asks for the code on the login page; nothing is stored before it.
  await logOut(page);
  await enterPassword(page, email);
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await expect(step).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await screenshots(page, 'two-step-code');
  expect(await axeViolations(page)).toEqual([]);
  // Each step's code works once: the one that turned it on is spent, so the app's next one.
  const next = await codeAfter(secret, used);
  used = next.step;
  await step.getByLabel('6-digit code').fill(next.code);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectAdminDashboard(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  // A recovery code instead of the app, once.
  await logOut(page);
  await enterPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0].toUpperCase());
  await screenshots(page, 'two-step-recovery-code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectAdminDashboard(page);

  // Its page says it is on and how many codes are left; the used one is gone.
  await page.goto('/settings/two-step');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is on' })).toBeVisible();
  await expect(page.getByText('You have 9 recovery codes left.')).toBeVisible();
  await screenshots(page, 'two-step-on');

  // A spent recovery code is refused.
  await logOut(page);
  await enterPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin resets the two-step sign-in of a moderator who lost their phone, from Admin > Users', async ({ page }) => {
  const admin = uniqueEmail('resetter');
  const moderator = uniqueEmail('lostphone');
  createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Rhea', lastName: 'Resetter' });
  createUser({ email: moderator, password: PASSWORD, role: 'moderator', firstName: 'Lou', lastName: 'Lostphone' });

  await logIn(page, admin, PASSWORD);
  // Settings shows staff where two-step sign-in lives.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await screenshots(page, 'two-step-settings');

  await page.goto(`/admin/users?search=${encodeURIComponent(moderator)}`);
  await page.getByRole('button', { name: 'Reset two-step sign-in for Lou Lostphone' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset two-step sign-in' });
  await expect(dialog).toContainText('asked to set it up again at their next sign-in');
  await screenshots(page, 'two-step-reset');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reset two-step sign-in for Lou Lostphone' })).toHaveCount(0);

  // The moderator signs in without a code now, and is offered to set it up again.
  const other = await page.context().browser()!.newPage();
  await other.goto('/login');
  await other.getByLabel('Email address', { exact: true }).fill(moderator);
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/settings\/two-step/);
  await expect(other.getByRole('link', { name: 'Not now' })).toBeVisible();
  await other.close();
});

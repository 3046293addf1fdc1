import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { capture } from './capture';
import { apiToken, createUniversity, createUser, uniqueEmail } from './e2e-server';

/** The stand-in for Google that ../scripts/e2e-server.sh starts (e2e/fake-google.js). */
const FAKE_GOOGLE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? '18080') + 10}`;
const FAILED = 'Authentication failed. Please try again.';

/** Who the fake Google signs in from now on, and the Workspace domain managing the account (`hd`). */
async function googleSignsInAs(request: APIRequestContext, email: string, hd?: string) {
  const response = await request.post(`${FAKE_GOOGLE}/__as`, { data: { email, hd } });
  expect(response.ok(), 'the fake Google is running').toBe(true);
}

/** From /login through the fake Google's consent page, back to Quad. */
async function continueWithGoogle(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByRole('link', { name: `Sign in as ${email}` }).click();
}

const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`${name}\\s*, account menu`) });

async function expectSignedOut(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /account menu/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test.describe('Google sign-in', () => {
  test('a new person continues with Google and lands signed in on the profile wizard; no code or token stays in any URL', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('grace');
    await googleSignsInAs(request, email);
    await continueWithGoogle(page, email);

    // Signed in, a new student is sent on to their next step: the profile wizard.
    await expect(page).toHaveURL(/\/profile\/create$/);
    await expect(accountMenu(page, 'Grace Hopper')).toBeVisible();

    const cdp = await page.context().newCDPSession(page);
    const { entries } = await cdp.send('Page.getNavigationHistory');
    const urls = entries.map((entry) => entry.url);
    expect(urls.some((url) => url.startsWith(FAKE_GOOGLE)), urls.join('\n')).toBe(true);
    for (const url of urls) expect(url).not.toMatch(/[?&](code|token)=/);
  });

  test('a session token in the callback URL signs nobody in', async ({ page, request }) => {
    const email = uniqueEmail('victim');
    createUser({ email, password: 'Campus2025', role: 'user', firstName: 'Mallory', lastName: 'Planted' });
    const token = await apiToken(request, email, 'Campus2025');

    await page.goto(`/auth/google/callback?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in failed');
    await expect(page.getByRole('alert')).toHaveText(FAILED);
    await expect(page.getByRole('button', { name: 'Return to Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await capture(page, 'google-callback-failed', 1280);
    await page.setViewportSize({ width: 375, height: 812 });
    await capture(page, 'google-callback-failed', 375);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectSignedOut(page);
  });

  test('a code handed out in one browser signs nobody in from another', async ({ page, request, browser }) => {
    const email = uniqueEmail('ada');
    await googleSignsInAs(request, email);
    // Browser A finishes at Google, but its exchange never reaches the server.
    let code: string | undefined;
    await page.route('**/api/v1/auth/google/exchange', async (route) => {
      code = (route.request().postDataJSON() as { code: string }).code;
      await route.abort();
    });
    await continueWithGoogle(page, email);
    await expect(page.getByRole('alert')).toHaveText(FAILED);
    expect(code).toBeTruthy();

    const other = await browser.newContext();
    try {
      const pageB = await other.newPage();
      await pageB.goto(`/auth/google/callback?code=${encodeURIComponent(code!)}`);
      await expect(pageB.getByRole('alert')).toHaveText(FAILED);
      await expect(pageB).toHaveURL(/\/auth\/google\/callback$/);
      await expectSignedOut(pageB);
    } finally {
      await other.close();
    }

    // The code itself was good: the browser that started the sign-in can still use it.
    await page.unroute('**/api/v1/auth/google/exchange');
    await page.goto(`/auth/google/callback?code=${encodeURIComponent(code!)}`);
    // Signed in, a new student is sent on to their next step: the profile wizard.
    await expect(page).toHaveURL(/\/profile\/create$/);
    await expect(accountMenu(page, 'Grace Hopper')).toBeVisible();
  });
});

test('a student signed up with a personal address proves their university with its Google account in the wizard, without a link', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const domain = `g${stamp}.edu`;
  const adminEmail = uniqueEmail('googleadmin');
  createUser({ email: adminEmail, password: 'Campus2025', role: 'admin' });
  const university = await createUniversity(request, await apiToken(request, adminEmail, 'Campus2025'), {
    name: `Workspace University ${stamp.toString(36)}`,
    description: 'Where students have Google accounts.',
    instagram: `workspaceu${stamp.toString(36)}`,
    emailDomains: domain,
  });
  const personal = uniqueEmail('personal');
  createUser({ email: personal, password: 'Campus2025', role: 'user' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(personal);
  await page.getByLabel('Password', { exact: true }).fill('Campus2025');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/profile/create');
  await page.getByRole('searchbox', { name: 'Search universities' }).fill(university.name.toLowerCase());
  await page.getByRole('list', { name: 'Universities' }).getByRole('button', { name: new RegExp(`^${university.name}`) }).click();
  const proof = page.getByRole('region', { name: `Show that you study at ${university.name}` });

  // A personal Google account proves nothing, and says why, back on the same step.
  const student = `ada.${stamp}@${domain}`;
  await googleSignsInAs(request, student);
  await proof.getByRole('button', { name: "Use my university's Google account" }).click();
  await page.getByRole('link', { name: `Sign in as ${student}` }).click();
  await expect(page).toHaveURL(/\/profile\/create$/);
  await expect(page.getByText('This Google account is not managed by your university.', { exact: false })).toBeVisible();

  // The university's own Workspace account: proven at once, back on the step with the university picked.
  await googleSignsInAs(request, student, domain);
  await proof.getByRole('button', { name: "Use my university's Google account" }).click();
  await page.getByRole('link', { name: `Sign in as ${student}` }).click();
  await expect(page).toHaveURL(/\/profile\/create$/);
  await expect(page.getByText('Your university e-mail is confirmed.')).toBeVisible();
  const row = page.getByRole('list', { name: 'Universities' }).getByRole('button', { name: new RegExp(`^${university.name}`) });
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toContainText('Verified');
  await capture(page, 'university-step-google-proven', 375);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your university' })).toBeHidden();
});

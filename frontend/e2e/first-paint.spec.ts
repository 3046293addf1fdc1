import { expect, test, type Page } from '@playwright/test';

import { apiToken, createUniversity, createUser, startSignedIn, uniqueEmail } from './e2e-server';

/**
 * The pages people arrive at come drawn as a guest first sees them (scripts/prerender.js): they
 * paint before the scripts have run, and the scripts then take over the same page (hydration),
 * without a console error; a signed-in person never sees the guest's page.
 */

const PASSWORD = 'Campus2025';

/** Holds back the entry script until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the page logs as an error, but for the answers the app expects (a student without a profile: 404). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [path, heading] of [
  ['/login', 'Log in to Quad'],
  ['/register', 'Create your account'],
  ['/universities', 'Universities'],
  ['/', 'Find your people. Share your campus.'],
] as const) {
  test(`a guest sees ${path} before its scripts run, and they take over that same page`, async ({ page }) => {
    const errors = consoleErrors(page);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    // Hydration keeps the elements it was given; drawing afresh would replace them.
    await title.evaluate((element) => element.setAttribute('data-drawn-by-the-build', ''));
    release();
    // The app has committed the page once what waited for it is carried out (src/main.tsx).
    await expect.poll(() => page.evaluate(() => (window as { quadWaiting?: unknown }).quadWaiting === null)).toBe(true);
    const owned = await title.evaluate(
      (element) => element.hasAttribute('data-drawn-by-the-build') && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
    );
    expect(owned).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('what a guest types and presses before the scripts run is carried out once they have, and a query gets the plain app', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('first-paint');
  createUser({ email, password: PASSWORD, role: 'user' });
  const errors = consoleErrors(page);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).not.toHaveURL(/\/login/);
  expect(addresses.filter((address) => address.includes('password') || address.includes('?'))).toEqual([]);
  expect(errors).toEqual([]);

  // The menu on the landing page, pressed before the scripts run, opens once they have.
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 812 } });
  const guest = await context.newPage();
  const releaseGuest = await holdScripts(guest);
  await guest.goto('/', { waitUntil: 'commit' });
  await guest.getByRole('button', { name: 'Open menu' }).click();
  releaseGuest();
  await expect(guest.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await context.close();

  const html = await (await request.get('/login?next=%2Fsaved')).text();
  expect(html).not.toContain('data-prerendered="');
  const plain = await request.get('/login', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('data-prerendered="/login"');
  const compressed = await request.get('/login', { headers: { 'Accept-Encoding': 'br' } });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(await compressed.text()).toContain('data-prerendered="/login"');
});

test("a signed-in person never sees the guest's page, and gets their own", async ({ page, request }) => {
  const email = uniqueEmail('first-paint-signed-in');
  createUser({ email, password: PASSWORD, role: 'user' });
  await startSignedIn(page, await apiToken(request, email, PASSWORD));
  const errors = consoleErrors(page);
  const release = await holdScripts(page);
  await page.goto('/universities', { waitUntil: 'commit' });
  const root = page.locator('#root[data-prerendered="/universities"]');
  await expect(root).toBeAttached();
  await expect(root).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Universities' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a university's page paints its header before the scripts, and its university downloads beside them, once", async ({
  page,
  request,
}) => {
  const adminEmail = uniqueEmail('first-paint-admin');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  const stamp = Date.now().toString(36);
  const university = await createUniversity(request, await apiToken(request, adminEmail, PASSWORD), {
    name: `First Paint University ${stamp}`,
    description: 'A university whose page comes drawn before its scripts run.',
    instagram: `firstpaint${stamp}`,
  });
  const link = (await request.get(`/${university.slug}`)).headers()['link'];
  expect(link).toContain(`</api/v1/universities/slug/${university.slug}>; rel=preload; as=fetch; crossorigin=use-credentials`);
  // Beside the chunks its route needs.
  expect(link).toMatch(/<\/assets\/[^>]+\.js>; rel=modulepreload/);

  const errors = consoleErrors(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/universities/slug/')) asked.push(sent.url());
  });
  const release = await holdScripts(page);
  await page.goto(`/${university.slug}`, { waitUntil: 'commit' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('#root[data-prerendered="/:slug"]')).toBeAttached();
  release();
  await expect(page.getByRole('heading', { level: 1, name: university.name })).toBeVisible();
  // The page's own read takes the preloaded answer: Chromium asked the server once.
  expect(asked).toHaveLength(1);
  expect(errors).toEqual([]);
});

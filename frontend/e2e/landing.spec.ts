import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { capture } from './capture';
import { apiToken, approveProfile, createUniversity, createUser, uniqueEmail } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const ARTIFACTS = 'e2e-artifacts';

async function scrollThrough(page: Page) {
  // Loads the lazy images below the fold before a full-page screenshot.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => !image.complete || image.naturalWidth === 0)
            .map((image) => image.src),
        ),
      { message: 'images still loading', timeout: 15_000 },
    )
    .toEqual([]);
}

type LandingFigures = { universities?: number | null; verifiedStudents?: number | null; approvedProfiles?: number | null };

/** Names, quotes and figures the page once showed and no student wrote or counted (issue 37). */
const INVENTED = [
  'Maya Thompson',
  'Jordan Lee',
  'Priya Patel',
  'Sofia Martinez',
  'Ethan Walker',
  'Marcus Johnson',
  '94%',
  'lifestyle match',
  'thousand likes',
  'wolverine_views',
  '1,243',
  'Suggested for you',
  'Sample profiles',
  'Sample posts',
];

const FIGURE_LABELS = [
  ['universities', 'Universities'],
  ['verifiedStudents', 'Verified students'],
  ['approvedProfiles', 'Approved roommate profiles'],
] as const;

/** What the server counts now (the page asks the same). */
async function landingFigures(page: Page): Promise<LandingFigures> {
  const response = await page.request.get('/api/v1/landing-figures');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: LandingFigures }).data;
}

test.describe('landing page', () => {
  test('shows every section without errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await page.goto('/');

    await expect(page).toHaveTitle(/^Quad/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/find your people/i);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByRole('region', { name: /^find your people/i });
    await expect(hero.getByRole('link', { name: /get started/i })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('button', { name: 'Learn More' })).toBeVisible();
    await expect(page.getByTestId('particles').locator('> *')).toHaveCount(20);
    await expect(page.getByTestId('floating-icons').locator('> *')).toHaveCount(40);

    await expect(page.getByRole('heading', { name: 'Instagram Content Submission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Roommate Finder' })).toBeVisible();
    // A guest reads how matching works, with the way in, and sees no student.
    const roommates = page.getByRole('region', { name: 'How roommate matching works' });
    await expect(roommates.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
    await expect(roommates.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Connect/ })).toHaveCount(0);

    // The newest featured posts (four at most), or a line saying there are none or that they cannot be had.
    const featured = page.getByRole('region', { name: 'Recently Featured' });
    await expect(
      featured
        .getByRole('article')
        .or(featured.getByText(/^Nothing is featured yet\./))
        .or(featured.getByText(/^Featured posts cannot be shown right now\./))
        .first(),
    ).toBeVisible();
    expect(await featured.getByRole('article').count()).toBeLessThanOrEqual(4);

    // The figures are the server's (GET /landing-figures): each shown only when it is not null.
    const stats = page.getByRole('region', { name: 'Built for verified students' });
    await expect(stats.getByText(/university e-mail address/)).toBeVisible();
    const figures = await landingFigures(page);
    for (const [key, label] of FIGURE_LABELS) {
      const value = figures[key];
      const term = stats.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
      if (value === null || value === undefined) {
        await expect(term).toHaveCount(0);
      } else {
        await expect(term).toBeVisible();
        await expect(stats.getByText(value.toLocaleString('en-US'), { exact: true })).toBeVisible();
      }
    }
    for (const invented of ['597,519', '320+', '45,000+', '78,000+', 'hundreds of thousands']) {
      await expect(page.getByText(invented)).toHaveCount(0);
    }

    await expect(page.locator('#how-it-works li')).toHaveCount(4);
    // No testimonials, and no sample person, quote or figure anywhere (the hero included).
    await expect(page.getByRole('region', { name: /testimonials|students love/i })).toHaveCount(0);
    await expect(page.getByRole('figure')).toHaveCount(0);
    await expect(page.getByText(/^Rated \d out of 5$/)).toHaveCount(0);
    for (const invented of INVENTED) await expect(page.getByText(invented)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Ready to find your people?' })).toBeVisible();

    // Every image is served locally and loads.
    const images = await page.locator('img').evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => image.src),
    );
    for (const src of images) expect(new URL(src).origin).toBe(new URL(page.url()).origin);

    expect(problems).toEqual([]);
  });

  test('Learn More scrolls to How It Works', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(page.locator('#how-it-works')).toBeInViewport();
    await expect(page.locator('#how-it-works')).toBeFocused();
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);
    await expect(faq.getByRole('region')).toHaveCount(1);
    await questions.nth(3).click();
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('disables the decorative animations for reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const animation = await page
      .getByTestId('particles')
      .locator('> *')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe('none');
    await context.close();
  });

  for (const { width, height } of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`screenshot at ${width} px`, async ({ page }) => {
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await scrollThrough(page);
      await page.screenshot({ path: `${ARTIFACTS}/landing-${width}.png`, fullPage: true, animations: 'disabled' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    });
  }
});

test('a signed-in student sees their own best matches on the landing page, never a sample person', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const password = 'Campus2025';
  const adminEmail = uniqueEmail('landadmin');
  createUser({ email: adminEmail, password, role: 'admin' });
  const adminToken = await apiToken(request, adminEmail, password);
  const university = await createUniversity(request, adminToken, {
    name: `Landing University ${stamp}`,
    description: 'Where the landing page shows real matches.',
    instagram: `landingu${stamp}`,
  });
  const ada = uniqueEmail('landada');
  const bea = uniqueEmail('landbea');
  createUser({ email: ada, password, role: 'user', firstName: 'Ada', lastName: 'Lovelace' });
  createUser({ email: bea, password, role: 'user', firstName: 'Bea', lastName: `Night${stamp}` });
  for (const email of [ada, bea]) {
    const profile = await submitProfile(request, await apiToken(request, email, password), { university: university.id });
    await approveProfile(request, adminToken, profile);
  }

  await logIn(page, ada, password);
  await page.goto('/');
  // Ada's one match, Bea, as /roommates shows her, with Connect.
  await expect(page.getByRole('link', { name: 'See all matches' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect with Bea N.' })).toBeVisible();
  await capture(page, 'landing-signed-in-matches', 1280);
  const text = (await page.locator('main').textContent()) ?? '';
  for (const invented of INVENTED) expect(text, invented).not.toContain(invented);
  await page.getByRole('link', { name: 'Connect with Bea N.' }).click();
  await expect(page).toHaveURL(/\/roommates\/[0-9a-f-]+$/);
  await expect(page.getByRole('button', { name: /Send request/ })).toBeVisible();
});

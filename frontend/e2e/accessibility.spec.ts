import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';

import { accountPages, comingSoonPages, contentPages, sampleAdmin } from './public-pages';

const pages = [
  ...contentPages.map((entry) => entry.path),
  ...accountPages.map((entry) => entry.path),
  '/verify-email/some-token',
  ...comingSoonPages.slice(0, 3).map((entry) => entry.path),
  '/this-page-does-not-exist',
];

async function scan(browser: Browser, path: string, options: { width?: number; signedIn?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  const page = await context.newPage();
  if (options.signedIn) {
    await page.route('**/api/v1/auth/me', (route) => route.fulfill({ json: { success: true, data: sampleAdmin } }));
    await page.addInitScript(() => localStorage.setItem('token', 'e2e-token'));
  }
  await page.goto(path);
  // Pages that call the server (the verification link) settle first.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  await context.close();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

test.describe('accessibility (axe)', () => {
  for (const path of pages) {
    test(`${path} has no serious or critical violations`, async ({ browser }) => {
      expect(await scan(browser, path)).toEqual([]);
    });
  }

  test('the landing page at 375 px has no serious or critical violations', async ({ browser }) => {
    expect(await scan(browser, '/', { width: 375 })).toEqual([]);
  });

  test('the signed-in header has no serious or critical violations', async ({ browser }) => {
    expect(await scan(browser, '/about', { signedIn: true })).toEqual([]);
  });

  for (const path of ['/admin', '/manager']) {
    test(`the ${path} landing has no serious or critical violations`, async ({ browser }) => {
      expect(await scan(browser, path, { signedIn: true })).toEqual([]);
    });
  }

  test('/register at 375 px has no serious or critical violations', async ({ browser }) => {
    expect(await scan(browser, '/register', { width: 375 })).toEqual([]);
  });
});

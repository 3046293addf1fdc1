import { expect, test, type Browser, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { settled } from './capture';
import { apiToken, createUniversity, createUser, uniqueEmail } from './e2e-server';
import { accountPages, contentPages, sampleAdmin } from './public-pages';

const pages = [
  ...contentPages.map((entry) => entry.path),
  ...accountPages.map((entry) => entry.path),
  '/verify-email/some-token',
  '/newsletter/confirm/some-token',
  '/this-page-does-not-exist',
];

interface ScanOptions {
  width?: number;
  /** Signed in as a sample admin whose session check is answered locally. */
  signedIn?: boolean;
  /** Signed in for real with this session token. */
  token?: string;
  /** Done before the scan, e.g. opening a dialog. */
  before?: (page: Page) => Promise<void>;
}

async function scan(browser: Browser, path: string, options: ScanOptions = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  const page = await context.newPage();
  if (options.signedIn) {
    await page.route('**/api/v1/auth/me', (route) => route.fulfill({ json: { success: true, data: sampleAdmin } }));
    // The account menu asks whether there is a roommate profile (Create or Edit Profile).
    await page.route('**/api/v1/profile/me', (route) => route.fulfill({ status: 404, json: { success: false, error: 'Profile not found' } }));
    // No notifications, and no live stream for a made-up token (the tab polls instead).
    await page.route('**/api/v1/notifications/unread-count', (route) => route.fulfill({ json: { success: true, data: { unread: 0 } } }));
    await page.route('**/api/v1/conversations/unread', (route) =>
      route.fulfill({ json: { success: true, data: { unreadConversations: 0 } } }),
    );
    await page.route('**/api/v1/events', (route) => route.fulfill({ status: 429, json: { success: false, error: 'Too many' } }));
    await page.addInitScript(() => localStorage.setItem('token', 'e2e-token'));
  }
  if (options.token) await page.addInitScript((token) => localStorage.setItem('token', token), options.token);
  await page.goto(path);
  // Pages that call the server (the verification link, the university lists) settle first.
  await settled(page);
  await options.before?.(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
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

  test('/register at 375 px has no serious or critical violations', async ({ browser }) => {
    expect(await scan(browser, '/register', { width: 375 })).toEqual([]);
  });

  test.describe('university screens', () => {
    const password = 'Campus2025';
    let token = '';
    let university = { id: '', slug: '', name: '' };

    test.beforeAll(async ({ request }) => {
      const admin = uniqueEmail('axeadmin');
      createUser({ email: admin, password, role: 'admin' });
      token = await apiToken(request, admin, password);
      university = await createUniversity(request, token, {
        name: `Accessible University ${Date.now()}`,
        description: 'A university for the accessibility scan.',
        instagram: 'accessibleu',
        location: 'Ann Arbor, MI',
      });
    });

    // The staff dashboards ask the server for their figures, so they are scanned with a real session.
    for (const path of ['/admin', '/admin/analytics', '/manager', '/admin/universities', '/manager/universities']) {
      test(`${path} has no serious or critical violations`, async ({ browser }) => {
        expect(await scan(browser, path, { token })).toEqual([]);
      });
    }

    test('/admin/universities with the add modal open has no serious or critical violations', async ({ browser }) => {
      const before = async (page: Page) => {
        await page.getByRole('button', { name: 'Add University' }).click();
        await expect(page.getByRole('dialog', { name: 'Add University' })).toBeVisible();
      };
      expect(await scan(browser, '/admin/universities', { token, before })).toEqual([]);
    });

    test('/admin/universities at 375 px has no serious or critical violations', async ({ browser }) => {
      expect(await scan(browser, '/admin/universities', { token, width: 375 })).toEqual([]);
    });

    test("a university's own page and its details have no serious or critical violations", async ({ browser }) => {
      expect(await scan(browser, `/${university.slug}`)).toEqual([]);
      expect(await scan(browser, `/universities/${university.id}`)).toEqual([]);
    });

    test('/universities at 375 px has no serious or critical violations', async ({ browser }) => {
      expect(await scan(browser, '/universities', { width: 375 })).toEqual([]);
    });
  });
});

import { expect, test, type Page } from '@playwright/test';

import { capture } from './capture';
import { linkFromOutbox, uniqueEmail } from './e2e-server';

const CHECK_INBOX = 'Check your inbox to confirm your subscription.';
const INVALID_LINK = 'This confirmation link is not valid or has expired. Please subscribe again.';

async function subscribeInFooter(page: Page, email: string) {
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel('Get campus tips in your inbox', { exact: true });
  await input.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(CHECK_INBOX)).toBeVisible();
  await expect(input).toHaveValue('');
}

test.describe('newsletter', () => {
  test('subscribe in the footer, confirm from the e-mail with the button, and the link works once', async ({ page }) => {
    const email = uniqueEmail('news');
    await page.goto('/about');
    await subscribeInFooter(page, email);
    // Nobody is subscribed before opening the link.
    await expect(page.getByText(/thanks for subscribing|already subscribed|is subscribed/i)).toHaveCount(0);

    const link = await linkFromOutbox(email, 'newsletter/confirm');
    const confirmCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/newsletter/confirm/')) confirmCalls.push(request.url());
    });

    // Opening the link (as a mail scanner would) changes nothing until the button is pressed.
    await page.goto(link);
    await expect(page).toHaveTitle('Confirm Subscription · Quad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    const confirm = page.getByRole('button', { name: 'Confirm subscription' });
    await expect(confirm).toBeEnabled();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await capture(page, 'newsletter-confirm', width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(confirmCalls).toEqual([]);

    await confirm.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re subscribed');
    await expect(page.getByText(`${email} is subscribed to Quad's newsletter.`)).toBeVisible();
    expect(confirmCalls).toHaveLength(1);
    await capture(page, 'newsletter-confirmed', 1280);

    // The link is spent.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t confirm your subscription');
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await capture(page, 'newsletter-confirm-invalid', 375);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Subscribing a subscribed address answers the same, so nobody learns who reads the newsletter.
    await subscribeInFooter(page, email);
  });

  test('the footer refuses an address that is not valid without asking the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/newsletter/')) calls.push(request.url());
    });
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Get campus tips in your inbox', { exact: true });
    await input.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });
});

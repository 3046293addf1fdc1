import { expect, test, type Page } from '@playwright/test';

import { settled } from './capture';

/**
 * The contact details and social links come from the server's configuration (QUAD_CONTACT_EMAIL,
 * QUAD_SOCIAL_LINKS and the like; issue 23): these journeys read GET /config and check that the pages
 * show exactly what it publishes, whether the e2e server configures them or not.
 */
type Contact = Record<'email' | 'supportEmail' | 'privacyEmail' | 'legalEmail' | 'safetyEmail' | 'phone' | 'address', string | null | undefined>;
type PublicConfig = { contact: Contact; socialLinks: { network: string; url: string }[] };

async function publicConfig(page: Page): Promise<PublicConfig> {
  const response = await page.request.get('/api/v1/config');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PublicConfig }).data;
}

test.describe('contact details and social links', () => {
  test('the e2e server publishes what scripts/e2e-server.sh configures', async ({ page }) => {
    const { contact, socialLinks } = await publicConfig(page);
    expect(contact.email).toBe('hello@quad.local');
    expect(contact.privacyEmail).toBe('privacy@quad.local');
    expect(contact.safetyEmail).toBe('hello@quad.local');
    expect(contact.phone).toBeNull();
    expect(socialLinks).toEqual([{ network: 'instagram', url: 'https://www.instagram.com/quad.demo' }]);
  });

  test('the footer links each configured social account, and has no social row without one', async ({ page }) => {
    const { socialLinks, contact } = await publicConfig(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The footer comes once the browser is idle after the first paint.
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer).not.toContainText(/coming soon/i);
    if (socialLinks.length === 0) {
      await expect(footer.getByRole('heading', { name: 'Follow Quad' })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: /^Quad on / })).toHaveCount(0);
    } else {
      await expect(footer.getByRole('link', { name: /^Quad on / })).toHaveCount(socialLinks.length);
      for (const { url } of socialLinks) {
        const link = footer.locator(`a[href="${url}"]`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noreferrer');
        await expect(link).toContainText('(opens in a new tab)');
      }
    }
    if (contact.email) {
      await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    } else {
      await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(0);
    }
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(contact.phone ? 1 : 0);
  });

  test('the contact page shows only the configured channels, or says how to get things done without one', async ({
    page,
  }) => {
    const { contact } = await publicConfig(page);
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: /here to help/i })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Data Management' })).toBeVisible();
    const emails = [contact.email, contact.supportEmail, contact.safetyEmail, contact.privacyEmail].filter(Boolean);
    for (const email of emails) {
      await expect(main.getByRole('link', { name: email! }).first()).toHaveAttribute('href', `mailto:${email}`);
    }
    if (emails.length === 0 && !contact.phone && !contact.address) {
      await expect(main.getByText(/has not published an e-mail address, phone number or postal address/)).toBeVisible();
      await expect(main.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
    } else {
      await expect(main.getByText(/has not published/)).toHaveCount(0);
    }
    await expect(main).not.toContainText(/quad\.example|555 010|\bnull\b/);
  });

  test('the legal pages name no address this deployment did not configure', async ({ page }) => {
    const { contact } = await publicConfig(page);
    for (const path of ['/terms', '/privacy', '/cookies', '/help', '/safety', '/guidelines']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      // The configuration has arrived.
      await settled(page);
      await expect(main).not.toContainText(/quad\.example|\bnull\b|\bundefined\b/);
      const shown = await main.locator('a[href^="mailto:"]').evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')!.slice('mailto:'.length)),
      );
      const configured = Object.values(contact).filter(Boolean);
      for (const address of shown) expect(configured, `${address} on ${path}`).toContain(address);
    }
  });
});

import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, createUniversity, createUser, linkFromOutbox, mailsTo, sqlValue, startSignedIn, uniqueEmail } from './e2e-server';

const PASSWORD = 'Campus2025';
const CHECK_INBOX = 'Check your inbox to confirm your subscription.';
const INVALID_LINK = 'This confirmation link is not valid or has expired. Please subscribe again.';
const SPENT_LINK = 'This link no longer works: the address may be unsubscribed already.';
const ISSUE_SUBJECT = /^Subject: This week on Quad\r?$/m;

async function atWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await capture(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Waits until an issue covering this university has been sent (one every 2 s here), its copies queued. */
async function issueCovering(universityId: string) {
  await expect
    .poll(
      () =>
        Number(
          sqlValue(`SELECT count(*) FROM newsletter_issues WHERE due_at > (SELECT opened_at FROM universities WHERE id = '${universityId}')`),
        ),
      { message: `an issue covering university ${universityId}`, timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

async function subscribeInFooter(page: Page, email: string) {
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel('Get the weekly Quad newsletter', { exact: true });
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
    const input = footer.getByLabel('Get the weekly Quad newsletter', { exact: true });
    await input.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  test('a subscriber chooses universities on confirming, an admin previews the next issue, and its e-mail leads to unsubscribing', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const admin = uniqueEmail('newsadmin');
    createUser({ email: admin, password: PASSWORD, role: 'admin' });
    const adminToken = await apiToken(request, admin, PASSWORD);
    const chosen = await createUniversity(request, adminToken, {
      name: `Newsletter Choice University ${stamp}`,
      description: 'The university a newsletter subscriber follows.',
      instagram: `newschoice${stamp}`,
    });

    // Subscribe and confirm; the confirmation page then chooses the universities (all by default).
    const email = uniqueEmail('newsjourney');
    await page.goto('/about');
    await subscribeInFooter(page, email);
    await page.goto(await linkFromOutbox(email, 'newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re subscribed');
    const choice = page.getByRole('region', { name: 'Which universities' });
    await expect(choice.getByRole('radio', { name: 'All universities' })).toBeChecked();
    await expect(choice.getByText('Your newsletter brings featured posts from all universities.')).toBeVisible();
    await choice.getByRole('radio', { name: 'Only the universities I choose' }).check();
    await expect(choice.getByText(/^Not saved yet/)).toBeVisible();
    await choice.getByRole('searchbox', { name: 'Search universities to choose' }).fill(chosen.name);
    await choice.getByRole('list', { name: 'Universities' }).getByRole('checkbox', { name: chosen.name }).check();
    await choice.getByRole('button', { name: 'Save choice' }).click();
    await expect(choice.getByText('Saved. Your newsletter brings featured posts from 1 university.')).toBeVisible();
    expect(
      sqlValue(
        `SELECT string_agg(c.university_id::text, ',') FROM newsletter_subscriber_universities c
           JOIN newsletter_subscribers s ON s.id = c.subscriber_id WHERE s.email = '${email}'`,
      ),
    ).toBe(chosen.id);
    await atWidths(page, 'newsletter-confirm-choose');

    // An admin finds the preview in the admin menu.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await startSignedIn(adminPage, adminToken);
    await adminPage.goto('/admin');
    await adminPage.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Newsletter' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/newsletter$/);
    await expect(adminPage).toHaveTitle('Newsletter · Admin · Quad');
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    const numbers = adminPage.getByRole('list', { name: 'The next issue in numbers' });
    await expect(numbers.getByRole('listitem')).toHaveCount(4);
    const subscribers = Number(sqlValue('SELECT count(*) FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL'));
    await expect(numbers.getByRole('listitem').filter({ has: adminPage.getByText('Subscribers', { exact: true }) })).toContainText(
      subscribers.toLocaleString('en-US'),
    );
    // An issue goes out every 2 s here: the next one has news (the e-mail) or none yet.
    await expect(adminPage.getByTitle("The next issue's e-mail").or(adminPage.getByText('No issue goes out', { exact: true }))).toBeVisible();
    expect(await axeViolations(adminPage)).toEqual([]);
    await atWidths(adminPage, 'newsletter-admin-preview');
    await adminContext.close();

    // A university opens: the next issue tells every subscriber, whatever universities they chose.
    const opened = await createUniversity(request, adminToken, {
      name: `Newly Open University ${stamp}`,
      description: 'Opened on Quad for the newsletter journey.',
      instagram: `newlyopen${stamp}`,
      emailDomains: `newlyopen${stamp}.edu`,
    });
    let issue: string | undefined;
    await expect
      .poll(
        () => {
          issue = mailsTo(email).find((mail) => ISSUE_SUBJECT.test(mail) && mail.includes(opened.name));
          return Boolean(issue);
        },
        { message: `an issue naming ${opened.name} for ${email}`, timeout: 30_000 },
      )
      .toBe(true);
    expect(issue).toContain('Now open on Quad');
    expect(issue).toContain('Choose your universities or unsubscribe');

    // Its link opens the subscriber's page: the address, the universities chosen, and Unsubscribe.
    const link = await linkFromOutbox(email, 'newsletter/unsubscribe');
    await page.goto(link);
    await expect(page).toHaveTitle('Your Newsletter · Quad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your newsletter');
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    const mine = page.getByRole('region', { name: 'Which universities' });
    await expect(mine.getByRole('radio', { name: 'Only the universities I choose' })).toBeChecked();
    await expect(mine.getByRole('list', { name: 'Chosen universities' })).toHaveText(chosen.name);
    await expect(mine.getByText('Your newsletter brings featured posts from 1 university.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await atWidths(page, 'newsletter-subscription');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed');
    await expect(page.getByText(`${email} is unsubscribed from Quad's newsletter.`)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await capture(page, 'newsletter-unsubscribed', 375);

    // The link is spent.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t open this link');
    await expect(page.getByText(SPENT_LINK)).toBeVisible();
    await capture(page, 'newsletter-link-spent', 375);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Nothing more is sent to the address: the next university to open is in an issue without it.
    const unsubscribedAt = new Date().toISOString();
    const later = await createUniversity(request, adminToken, {
      name: `Later Open University ${stamp}`,
      description: 'Opened after the subscriber left.',
      instagram: `lateropen${stamp}`,
      emailDomains: `lateropen${stamp}.edu`,
    });
    await issueCovering(later.id);
    expect(
      sqlValue(`SELECT count(*) FROM mail_queue WHERE recipient = '${email}' AND created_at > '${unsubscribedAt}'`),
    ).toBe('0');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

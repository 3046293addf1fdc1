import { expect, test, type Page } from '@playwright/test';

import { capture } from './capture';
import { apiToken, createUniversity, createUser, mailCount, mailsTo, pngSquare, startSignedIn, uniqueEmail } from './e2e-server';
import { giveSecondFactorIfAsked } from './journeys';

const PASSWORD = 'Campus2025';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await giveSecondFactorIfAsked(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Picks a logo through the real button: the browser's file chooser receives an in-memory PNG. */
async function pickLogo(page: Page, button: 'Upload Logo' | 'Change Logo', name: string, colour: [number, number, number]) {
  const dialog = page.getByRole('dialog');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: pngSquare(colour, 300) });
  await expect(dialog.getByText(name)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change Logo' })).toBeVisible();
}

test.describe('universities', () => {
  test('an admin adds and edits a university, a guest finds it and opens its page, the admin deletes it', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const name = `Quad Journey University ${stamp}`;
    const renamed = `Quad Renamed University ${stamp}`;
    const slug = `quad-journey-university-${stamp}`;
    const admin = uniqueEmail('uniadmin');
    createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' });

    await logIn(page, admin);
    await page.goto('/admin/universities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Universities');
    await expect(page.getByText('Manage universities in the system')).toBeVisible();

    // Add, with a logo chosen through the file chooser.
    await page.getByRole('button', { name: 'Add University' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add University' });
    await dialog.getByRole('button', { name: 'Add University' }).click();
    await expect(dialog.getByText('University logo is required')).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Instagram URL').fill(`@quadjourney${stamp}`);
    await pickLogo(page, 'Upload Logo', 'journey-logo.png', [79, 70, 229]);
    await dialog.getByLabel('Description/Bio').fill('A university made by the browser journey, for testing only.');
    await dialog.getByLabel('Location').fill('Journeyville, MI');
    await dialog.getByRole('button', { name: 'Add University' }).click();
    await expect(page.getByText('University added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // It is in the table: search narrows the list on the server.
    await page.getByRole('searchbox', { name: /search universities/i }).fill(`journey university ${stamp}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Universities' }).getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/${slug}`);
    await expect(row.getByText('A university made by...')).toBeVisible();
    await expect(row.getByRole('link', { name: /@quadjourney/ })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\/quadjourney/);
    // The table shows the logo at 40 px: it loads the server's 128 px copy, not the 300 px upload.
    const firstLogo = await row.locator('img').getAttribute('src');
    expect(firstLogo).toMatch(/\/media\/logo\/[0-9a-f]+\.thumb\.(png|jpg)$/);
    await expect.poll(() => row.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(128);

    // Edit the name and the logo.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit University' });
    await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(name);
    await edit.getByLabel('Name', { exact: true }).fill(renamed);
    await pickLogo(page, 'Change Logo', 'journey-logo-2.png', [217, 70, 239]);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('University updated successfully')).toBeVisible();
    await page.getByRole('searchbox', { name: /search universities/i }).fill(`renamed university ${stamp}`);
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toHaveCount(1);
    await expect(renamedRow.locator('img')).not.toHaveAttribute('src', firstLogo!);
    await expect(renamedRow.getByRole('link', { name: renamed })).toHaveAttribute('href', `/${slug}`);

    // A guest finds it on /universities and opens its own page.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto('/universities');
    await guest.getByRole('searchbox', { name: /search universities/i }).fill(`Renamed University ${stamp}`);
    await expect(guest.getByRole('listitem').filter({ hasText: renamed }).locator('img')).toHaveAttribute('src', /\.thumb\.(png|jpg)$/);
    await guest.getByRole('link', { name: renamed }).click();
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await expect(guest.getByText('Journeyville, MI').first()).toBeVisible();
    await guest.getByRole('link', { name: /go to the university page/i }).click();
    await expect(guest).toHaveURL(new RegExp(`/${slug}$`));
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await expect(guest.getByRole('main').getByRole('link', { name: 'Submit Content' })).toHaveAttribute(
      'href',
      /^\/submit\?university=[0-9a-f-]+$/,
    );
    await expect(guest.getByRole('main').getByRole('link', { name: 'Find Roommates' })).toHaveAttribute('href', '/roommates');
    await expect(guest.getByRole('main').locator('img')).toHaveJSProperty('complete', true);
    // Its own page shows it at 96 px: the whole upload (300 px) for sharp edges on dense screens.
    expect(await guest.getByRole('main').locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);

    // The admin deletes it.
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete University' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${renamed}? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('University deleted successfully')).toBeVisible();
    await expect(page.getByText('No universities match your search.')).toBeVisible();

    // And it is gone for everyone.
    await guest.goto(`/${slug}`);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await guest.goto(`/universities?search=${encodeURIComponent(renamed)}`);
    await expect(guest.getByText('No universities found')).toBeVisible();
    // A university that is not listed can be asked for right there.
    await expect(guest.getByRole('button', { name: 'Request Your University' })).toBeVisible();
    await guestContext.close();
  });

  test('a student requests a university and the admin sees the request', async ({ page, browser, request }) => {
    const stamp = Date.now();
    const student = uniqueEmail('requester');
    const admin = uniqueEmail('reqadmin');
    createUser({ email: student, password: PASSWORD, role: 'user', firstName: 'Riley', lastName: 'Chen' });
    createUser({ email: admin, password: PASSWORD, role: 'admin' });

    await logIn(page, student);
    await page.goto('/directory');
    await page.getByRole('button', { name: 'Request Your University' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Your University' });
    await expect(dialog.getByLabel('Email address')).toHaveCount(0);
    await dialog.getByLabel('University name').fill(`Requested College ${stamp}`);
    await dialog.getByLabel('Location (optional)').fill('Faraway, AK');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('status')).toContainText("We'll let you know when your university opens on Quad.");
    await dialog.getByRole('button', { name: 'Done' }).click();

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await startSignedIn(adminPage, await apiToken(request, admin, PASSWORD));
    await adminPage.goto('/admin/universities');
    const requests = adminPage.getByRole('region', { name: 'University requests' });
    const row = requests.getByRole('row').filter({ hasText: `Requested College ${stamp}` });
    await expect(row).toContainText('Faraway, AK');
    await expect(row).toContainText(student);
    await adminContext.close();
  });

  test('an admin adds a requested university from its request, every requester is e-mailed; another request is declined', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const wanted = `Oberlin Journey College ${stamp}`;
    const unwanted = `Declined Journey College ${stamp}`;
    const [requester, sameAsker, declinedAsker] = [uniqueEmail('oberlin'), uniqueEmail('oberlin2'), uniqueEmail('declined')];
    const admin = uniqueEmail('reqadder');
    createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Avery', lastName: 'Admin' });

    // Guests ask through the API; the second asks for the same college in other letters.
    for (const [universityName, email, location] of [
      [wanted, requester, 'Oberlin, OH'],
      [wanted.toLowerCase(), sameAsker, ''],
      [unwanted, declinedAsker, 'Nowhere, NV'],
    ]) {
      const asked = await request.post('/api/v1/universities/requests', {
        data: { universityName, email, ...(location ? { location } : {}) },
      });
      expect(asked.status(), await asked.text()).toBeLessThan(300);
    }

    await startSignedIn(page, await apiToken(request, admin, PASSWORD));
    await page.goto('/admin/universities');
    const requests = page.getByRole('region', { name: 'University requests' });
    // Rows by requester: text filters ignore case, and two rows name the same college.
    const wantedRow = requests.getByRole('row').filter({ hasText: requester });
    const sameRow = requests.getByRole('row').filter({ hasText: sameAsker });
    const unwantedRow = requests.getByRole('row').filter({ hasText: declinedAsker });
    await expect(wantedRow).toContainText(wanted);
    await expect(wantedRow).toContainText('Oberlin, OH');
    await expect(sameRow).toContainText(wanted.toLowerCase());
    await expect(wantedRow.getByText('Open', { exact: true })).toBeVisible();
    await expect(unwantedRow.getByText('Open', { exact: true })).toBeVisible();

    // Decline one: asked first, nobody e-mailed.
    await unwantedRow.getByRole('button', { name: `Decline ${unwanted}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Decline Request' });
    await expect(confirm).toContainText(`Decline the request for ${unwanted}? The requester is not e-mailed.`);
    await confirm.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByText(`The request for ${unwanted} was declined.`)).toBeVisible();
    await expect(unwantedRow.getByText('Declined', { exact: true })).toBeVisible();
    await expect(unwantedRow.getByRole('button')).toHaveCount(0);

    // Add the other from its request: the form starts from it.
    await wantedRow.getByRole('button', { name: `Add ${wanted}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add University' });
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(wanted);
    await expect(dialog.getByLabel('Location')).toHaveValue('Oberlin, OH');
    await expect(dialog).toContainText(`Students asked for ${wanted}.`);
    await dialog.getByLabel('Instagram URL').fill(`@oberlin${stamp}`);
    await pickLogo(page, 'Upload Logo', 'oberlin-logo.png', [220, 38, 38]);
    await dialog.getByLabel('Description/Bio').fill('A liberal arts college in Ohio, added from a request.');
    // With its domain it opens at once, so the requesters are told now.
    await dialog.getByLabel('University e-mail domains').fill(`oberlin${stamp}.edu`);
    await dialog.getByRole('button', { name: 'Add University' }).click();
    await expect(page.getByText(`${wanted} was added. Everyone who requested it has been told.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Both requests for it are answered; the declined one stays declined.
    await expect(wantedRow.getByText('Added', { exact: true })).toBeVisible();
    await expect(sameRow.getByText('Added', { exact: true })).toBeVisible();
    await expect(wantedRow.getByRole('button')).toHaveCount(0);
    await expect(unwantedRow.getByText('Declined', { exact: true })).toBeVisible();
    // And the university is in the list above.
    await page.getByRole('searchbox', { name: /search universities/i }).fill(wanted);
    await expect(page.getByRole('table', { name: 'Universities' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Universities' }).getByRole('link', { name: wanted })).toBeVisible();

    // Every requester hears that it joined (the mail worker sends in the background); the declined one hears nothing.
    for (const email of [requester, sameAsker]) {
      await expect.poll(() => mailCount(email), { message: `the "is on Quad" e-mail to ${email}`, timeout: 15_000 }).toBe(1);
      // (A long Subject header may be folded onto a second line.)
      expect(mailsTo(email)[0]?.replace(/\r?\n[ \t]+/g, ' ')).toContain(`${wanted} is on Quad`);
    }
    expect(mailCount(declinedAsker)).toBe(0);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
      await requests.scrollIntoViewIfNeeded();
      await capture(page, 'admin-university-requests', width);
    }
  });

  test('a guest must give an e-mail address to request a university', async ({ page }) => {
    await page.goto('/directory');
    await page.getByRole('button', { name: 'Request Your University' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Your University' });
    await dialog.getByLabel('University name').fill(`Guest College ${Date.now()}`);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Please enter your email address')).toBeVisible();
    await dialog.getByLabel('Email address').fill(uniqueEmail('guest'));
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('status')).toContainText('Thanks!');
  });

  test('a manager adds a university but cannot edit or delete one', async ({ page, request }) => {
    const stamp = Date.now();
    const manager = uniqueEmail('unimanager');
    createUser({ email: manager, password: PASSWORD, role: 'manager', firstName: 'Jordan', lastName: 'Lee' });
    await logIn(page, manager);
    await page.goto('/manager/universities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Universities');

    const name = `Manager Added University ${stamp}`;
    await page.getByRole('button', { name: 'Add University' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add University' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Instagram URL').fill('instagram.com/managerpick');
    await pickLogo(page, 'Upload Logo', 'manager-logo.png', [16, 185, 129]);
    await dialog.getByLabel('Description/Bio').fill('Added by a manager.');
    await dialog.getByRole('button', { name: 'Add University' }).click();
    await expect(page.getByText('University added successfully')).toBeVisible();

    await page.getByRole('searchbox', { name: /search universities/i }).fill(`manager added university ${stamp}`);
    const card = page.getByRole('article').filter({ hasText: name });
    // The count is of connected accounts (GET /manager/universities), not of Instagram links: none yet.
    await expect(card).toContainText('0 Instagram accounts · 0 queued posts');
    const manage = card.getByRole('link', { name: `Manage ${name}` });
    await expect(manage).toHaveAttribute('href', /^\/manager\/instagram\?university=[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: /^(Edit|Delete)\b/ })).toHaveCount(0);

    // The server agrees: a manager may not edit or delete.
    const token = await apiToken(request, manager, PASSWORD);
    const id = new URL((await manage.getAttribute('href'))!, 'http://x').searchParams.get('university')!;
    const removal = await request.delete(`/api/v1/universities/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(removal.status()).toBe(403);
    // The admin screen stays out of reach, and says so instead of bouncing.
    await page.goto('/admin/universities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
    await expect(page).toHaveURL(/\/admin\/universities$/);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

    test('the admin sidebar starts collapsed and the top bar has the popup menu', async ({ page, request }) => {
      const admin = uniqueEmail('mobileadmin');
      createUser({ email: admin, password: PASSWORD, role: 'admin' });
      await startSignedIn(page, await apiToken(request, admin, PASSWORD));
      await page.goto('/admin/universities');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Universities');

      const sidebar = page.getByTestId('staff-sidebar');
      await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
      await expect(sidebar).toBeHidden();
      const menuButton = page.getByRole('button', { name: 'Admin Panel menu' });
      await expect(menuButton).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await menuButton.click();
      const menu = page.getByRole('navigation', { name: 'Admin Panel menu' });
      await expect(menu).toBeVisible();
      const maxHeight = await menu.evaluate((element) => getComputedStyle(element.parentElement!).maxHeight);
      expect(maxHeight).toBe('400px');
      await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Universities', 'Users', 'Profile Approvals', 'Analytics', 'Newsletter', 'Activity']);
      await menu.getByRole('link', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
      await expect(menu).toBeHidden();

      // Wider than 768 px, the sidebar is there and expanded.
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(sidebar).toBeVisible();
      await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
      await expect(menuButton).toBeHidden();

      await page.setViewportSize({ width: 375, height: 812 });
      await menuButton.click();
      // Logout ends the one menu, after the area's links and the site's (issue 22).
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('screenshots of the university screens at 1280 and 375 px', async ({ browser, request }) => {
    const stamp = Date.now();
    const admin = uniqueEmail('shotadmin');
    createUser({ email: admin, password: PASSWORD, role: 'admin', firstName: 'Avery', lastName: 'Admin' });
    const token = await apiToken(request, admin, PASSWORD);
    const university = await createUniversity(request, token, {
      name: `Screenshot State University ${stamp}`,
      description: 'A public research university with a lively campus, a famous marching band and a great library.',
      instagram: 'screenshotstate',
      location: 'Ann Arbor, MI',
    });
    await createUniversity(request, token, {
      name: `Screenshot Tech ${stamp}`,
      description: 'Engineers.',
      instagram: 'screenshottech',
      location: 'Pasadena, CA',
    });
    // The longest things a card can hold, none of which may widen the grid past a phone's screen.
    await createUniversity(request, token, {
      name: `Screenshot Longwords ${stamp}`,
      description: `See https://www.example.edu/admissions/undergraduate/housing/roommates/${stamp}/apply-now for housing.`,
      instagram: `https://www.instagram.com/longest.handle.${String(stamp).slice(-8)}`,
      location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales',
    });

    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: width === 1280 ? 800 : 812 } });
      const page = await context.newPage();
      await startSignedIn(page, token);
      await page.goto(`/admin/universities?search=${stamp}`);
      await expect(page.getByRole('table', { name: 'Universities' }).getByRole('row')).toHaveCount(4);
      await capture(page, 'admin-universities', width);
      await page.getByRole('button', { name: 'Add University' }).click();
      await expect(page.getByRole('dialog', { name: 'Add University' })).toBeVisible();
      await capture(page, 'admin-universities-add', width, false);
      await page.keyboard.press('Escape');

      // Searched: the journeys share one server, and their universities fill the first pages.
      await page.goto(`/universities?search=${stamp}`);
      await expect(page.getByRole('link', { name: university.name })).toBeVisible();
      await capture(page, 'universities', width);

      await page.goto(`/${university.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(university.name);
      await capture(page, 'university-page', width);
      await context.close();
    }
  });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, createUniversity, createUser, pngImage, pngSquare, uniqueEmail } from './e2e-server';
import { giveSecondFactorIfAsked } from './journeys';

const PASSWORD = 'Campus2025';
/** The e2e server's Instagram stand-in takes any token without 'invalid' in it, for any account id. */
const IG_USER_ID = '17841400000000123';

interface ManagerPost {
  id: string;
  caption: string;
  status: 'queued' | 'posted' | 'failed';
  scheduledTime: string;
  postedTime: string | null;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await giveSecondFactorIfAsked(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Screenshots at 1280 and 375 px (and no sideways scrolling at either), then back to the default size. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The university's posts with this status, as the API lists them. */
async function postsOf(request: APIRequestContext, token: string, universityId: string, status: ManagerPost['status']) {
  const response = await request.get(`/api/v1/manager/universities/${universityId}/posts?status=${status}&pageSize=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: ManagerPost[] }).data;
}

/** A moment as the browser shows it: its local day (`YYYY-MM-DD`), time ('3:05 PM') and `datetime-local` value. */
async function local(page: Page, iso: string) {
  return page.evaluate((moment) => {
    const date = new Date(moment);
    const pad = (value: number) => String(value).padStart(2, '0');
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return {
      day,
      time: date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
      input: `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`,
    };
  }, iso);
}

/** `datetime-local` text as the ISO moment the page sends (the browser's time zone). */
async function isoOf(page: Page, input: string) {
  return page.evaluate((value) => new Date(value).toISOString(), input);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a manager connects an Instagram account, sees a post published, cancels one and moves another', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);

  const email = uniqueEmail('manager');
  createUser({ email, password: PASSWORD, role: 'manager', firstName: 'Morgan', lastName: 'Manager' });
  const token = await apiToken(request, email, PASSWORD);
  const university = await createUniversity(request, token, {
    name: `Manager Journey University ${stamp}`,
    description: 'Where the manager journey posts to Instagram.',
    instagram: `managerjourney${stamp}`,
    location: 'Ann Arbor, MI',
  });

  // Signing in, a manager lands on the dashboard with the real counts.
  await logIn(page, email);
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  for (const label of ['Universities', 'Instagram Accounts', 'Scheduled Posts', 'Posted Content']) {
    await expect(totals.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'View Schedule' })).toHaveAttribute('href', '/manager/schedule');
  await expect(page.getByText(/1-hour spacing/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'manager-dashboard');
  await page.getByRole('link', { name: 'Manage Posts' }).click();
  await expect(page).toHaveURL(/\/manager\/instagram$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Instagram Posts' })).toBeVisible();

  // /manager/universities: Manage opens the Instagram screen with the university chosen.
  await page.goto('/manager/universities');
  await page.getByRole('searchbox').fill(university.name);
  await page.getByRole('link', { name: `Manage ${university.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/manager/instagram\\?university=${university.id}$`));
  const picker = page.getByRole('region', { name: 'Select University' });
  await expect(picker.getByRole('button', { name: new RegExp(escape(university.name)), pressed: true })).toBeVisible();
  await expect(page.getByText('No Instagram account connected yet')).toBeVisible();
  await expect(page.getByText('Connect an Instagram account for this university before uploading posts.')).toBeVisible();

  // The connection test: a refused token says why, a good one shows Instagram's answer.
  const testForm = page.getByRole('form', { name: 'Instagram API Test' });
  await testForm.getByLabel('Access Token', { exact: true }).fill(`invalid-token-${stamp}`);
  await testForm.getByLabel('Instagram User ID', { exact: true }).fill(IG_USER_ID);
  await testForm.getByRole('button', { name: 'Test Connection' }).click();
  await expect(testForm.getByRole('alert')).toBeVisible();
  await testForm.getByLabel('Access Token', { exact: true }).fill(`e2e-token-${stamp}`);
  await testForm.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText('Connection Successful!')).toBeVisible();
  await expect(page.getByText('Successfully connected to Instagram API!').first()).toBeVisible();
  await expect(page.getByLabel("Instagram's answer")).toContainText(IG_USER_ID);

  // Saved for the university: a stand-in account, labelled so.
  await page.getByRole('button', { name: `Save account for ${university.name}` }).click();
  await expect(page.getByText(new RegExp(`saved for ${escape(university.name)}$`)).first()).toBeVisible();
  const accounts = page.getByRole('region', { name: `Instagram accounts for ${university.name}` });
  const account = accounts.getByRole('article');
  await expect(account).toHaveCount(1);
  await expect(account).toContainText('Stand-in');
  await expect(account).toContainText('Local stand-in — posts here do not reach Instagram');

  // A wide image: the preview shows the bars Instagram's frame adds; the worker publishes it.
  const upload = page.getByRole('form', { name: `Upload New Post for ${university.name}` });
  const wideImage = pngImage([79, 70, 229], 960, 360);
  await upload.getByLabel('Image').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: wideImage });
  await expect(page.getByText(/so this one gets white bars at the top and bottom/)).toBeVisible();
  await upload.getByLabel('Caption').fill(`Wide ${stamp} #GoBlue`);
  await expect(upload.getByText(`${`Wide ${stamp} #GoBlue`.length}/2200 characters`)).toBeVisible();
  await upload.getByRole('button', { name: 'Upload Post' }).click();
  await expect(page.getByText('Post uploaded successfully').first()).toBeVisible();
  await expect(upload.getByLabel('Caption')).toHaveValue('');

  const list = page.getByRole('list', { name: `Posts for ${university.name}` });
  const wide = list.getByRole('article', { name: new RegExp(`Wide ${stamp}`) });
  await expect(wide).toBeVisible();
  await expect(wide).toContainText('White bars were added');
  // Queued posts are read again every 5 s: the worker's publishing shows without a reload.
  await expect(wide.getByText('Posted', { exact: true }).first()).toBeVisible({ timeout: 45_000 });
  await expect(wide.getByRole('link', { name: /View post/ })).toBeVisible();
  const [published] = await postsOf(request, token, university.id, 'posted');
  expect(published?.postedTime).toBeTruthy();

  // Two more, each taking the next free slot an hour apart.
  const more: [string, [number, number, number]][] = [
    [`Second ${stamp}`, [16, 185, 129]],
    [`Third ${stamp}`, [245, 158, 11]],
  ];
  for (const [caption, colour] of more) {
    await upload.getByLabel('Image').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: pngSquare(colour, 640) });
    await upload.getByLabel('Caption').fill(caption);
    await upload.getByRole('button', { name: 'Upload Post' }).click();
    await expect(upload.getByLabel('Caption')).toHaveValue('');
    await expect(list.getByRole('article', { name: new RegExp(caption) })).toBeVisible();
  }
  await expect(account).toContainText('2 queued posts');

  // Cancel the second, after confirming.
  const second = list.getByRole('article', { name: new RegExp(`Second ${stamp}`) });
  await second.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel post' });
  await confirm.getByRole('button', { name: 'Cancel post' }).click();
  await expect(page.getByText('Post deleted successfully').first()).toBeVisible();
  await expect(second).toHaveCount(0);

  // The filter lives in the address.
  await page.getByLabel('Status', { exact: true }).selectOption('queued');
  await expect(page).toHaveURL(/[?&]status=queued/);
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name: new RegExp(`Third ${stamp}`) })).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 posts')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'manager-instagram');

  // Move the third on the schedule: first too close to the published post, then to a free slot.
  const [third] = await postsOf(request, token, university.id, 'queued');
  expect(third?.caption).toBe(`Third ${stamp}`);
  const thirdAt = await local(page, third.scheduledTime);
  await page.goto(`/manager/schedule?day=${thirdAt.day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post Schedule' })).toBeVisible();
  const day = page.getByRole('region', { name: /^Posts on / });
  const row = day.getByRole('article', { name: `${thirdAt.time} ${university.name}`, exact: true });
  await expect(row).toContainText(`Third ${stamp}`);
  await row.getByRole('button', { name: 'Move' }).click();
  const move = row.getByRole('form', { name: 'Move post' });
  await expect(move.getByLabel('New time')).toHaveValue(thirdAt.input);

  const tooClose = await local(page, new Date(Date.parse(published.postedTime!) + 30 * 60 * 1000).toISOString());
  await move.getByLabel('New time').fill(tooClose.input);
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(move.getByRole('alert')).toHaveText('Posts to one Instagram account must be at least an hour apart');

  const free = await local(page, new Date(Date.parse(third.scheduledTime) + 3 * 60 * 60 * 1000).toISOString());
  await move.getByLabel('New time').fill(free.input);
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Post moved to/).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]day=${free.day}`));
  await expect(day.getByRole('article', { name: `${free.time} ${university.name}`, exact: true })).toContainText(`Third ${stamp}`);
  const [moved] = await postsOf(request, token, university.id, 'queued');
  expect(Date.parse(moved?.scheduledTime ?? '')).toBe(Date.parse(await isoOf(page, free.input)));

  // The strip: 14 days, Next moves it a week.
  const strip = page.getByRole('region', { name: 'Days' });
  await expect(strip.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(strip.locator('button[aria-pressed]')).toHaveCount(14);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'manager-schedule');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]anchor=/);

  // The universities: the connected account and its queued post are counted on the card.
  await page.goto('/manager/universities');
  await page.getByRole('searchbox', { name: /search universities/i }).fill(university.name);
  await expect(page.getByText('1 Instagram account · 1 queued post')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'manager-universities');
});

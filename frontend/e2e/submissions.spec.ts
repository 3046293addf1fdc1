import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture, settled } from './capture';
import { apiToken, assignUniversities, createUniversity, createUser, pngImage, uniqueEmail, userIdOf } from './e2e-server';
import { logIn } from './journeys';

const PASSWORD = 'Campus2025';
/** The e2e server's Instagram stand-in takes any token without 'invalid' in it. */
const IG_USER_ID = '17841400000000456';

/** Screenshots at 1280 and 375 px (no sideways scrolling at either), then back to the default size. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await capture(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a student submits two photos, a manager approves and publishes them as a carousel, and the student withdraws them', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const stamp = Date.now().toString(36);
  const domain = `sub${stamp}.edu`;

  const adminEmail = uniqueEmail('content-admin');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  const admin = await apiToken(request, adminEmail, PASSWORD);
  const university = await createUniversity(request, admin, {
    name: `Featured Journey University ${stamp}`,
    description: 'Where students share their campus.',
    instagram: `featuredjourney${stamp}`,
    emailDomains: domain,
  });
  const managerEmail = uniqueEmail('content-manager');
  createUser({ email: managerEmail, password: PASSWORD, role: 'manager', firstName: 'Morgan' });
  await assignUniversities(request, admin, await userIdOf(request, admin, managerEmail), [university.id]);
  const manager = await apiToken(request, managerEmail, PASSWORD);
  const connected = await request.post(`/api/v1/manager/universities/${university.id}/instagram`, {
    headers: { Authorization: `Bearer ${manager}` },
    data: { accessToken: `journey-token-${stamp}`, igUserId: IG_USER_ID },
  });
  expect(connected.ok(), await connected.text()).toBe(true);
  const studentEmail = `ada.${stamp}@${domain}`;
  createUser({ email: studentEmail, password: PASSWORD, role: 'user', firstName: 'Ada', lastName: 'Lovelace' });

  const studentContext = await browser.newContext();
  const managerContext = await browser.newContext();
  const student = await studentContext.newPage();
  const staff = await managerContext.newPage();

  // 1. The student submits two photos with consent to Quad and Instagram.
  await logIn(student, studentEmail, PASSWORD);
  await student.goto('/');
  await student.getByRole('link', { name: 'Create Post' }).first().click();
  await expect(student).toHaveURL(/\/submit/);
  await student.getByLabel('University', { exact: true }).selectOption(university.id);
  await student.locator('input[type="file"]').setInputFiles([
    { name: 'diag.png', mimeType: 'image/png', buffer: pngImage([30, 90, 200], 800, 640) },
    { name: 'quad.png', mimeType: 'image/png', buffer: pngImage([200, 120, 40], 800, 640) },
  ]);
  await expect(student.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(2);
  await student.getByLabel('Caption').fill('Sunset over the Diag #campus');
  await student.getByLabel("Feature it on my university's page on Quad").check();
  await student.getByLabel("Also post it on my university's Instagram account, with my credit").check();
  await student.getByLabel('Everyone identifiable in these photos agreed to be featured').check();
  // The draft, photos included, survives a reload.
  await expect(student.getByText(/draft saved/i)).toBeVisible({ timeout: 10_000 });
  await student.reload();
  await expect(student.getByLabel('Caption')).toHaveValue('Sunset over the Diag #campus');
  await expect(student.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(2);
  await expect(student.getByLabel("Also post it on my university's Instagram account, with my credit")).toBeChecked();
  // The two required statements are made at the moment of sending, never restored from a draft.
  await student.getByLabel("Feature it on my university's page on Quad").check();
  await student.getByLabel('Everyone identifiable in these photos agreed to be featured').check();
  await screenshots(student, 'submit-form');
  expect(await axeViolations(student)).toEqual([]);
  await student.getByRole('button', { name: 'Submit for review' }).click();
  await expect(student).toHaveURL(/\/submissions/);
  const mine = student.getByRole('list', { name: 'Your submissions, newest first' });
  await expect(mine.getByText('Sunset over the Diag #campus')).toBeVisible();
  await screenshots(student, 'my-submissions-pending');

  // 2. The manager approves it with an edited caption.
  await logIn(staff, managerEmail, PASSWORD);
  await staff.goto('/manager/content');
  const card = staff.getByRole('article').filter({ hasText: 'Sunset over the Diag #campus' });
  await expect(card).toBeVisible();
  await screenshots(staff, 'content-queue');
  expect(await axeViolations(staff)).toEqual([]);
  await card.getByRole('button', { name: 'Approve with edited caption' }).click();
  await card.getByRole('textbox').fill('Sunset over the Diag #campus #goldenhour');
  await card.getByRole('button', { name: 'Approve with this caption' }).click();
  await expect(staff.getByText(/approved/i).first()).toBeVisible();

  // 3. It is featured on the university's page and on the landing page.
  await student.goto(`/${university.slug.toLowerCase()}`);
  const featured = student.getByRole('region', { name: 'Featured' });
  await expect(featured.getByText('Sunset over the Diag #campus #goldenhour')).toBeVisible();
  await expect(featured.getByText('Ada L.').first()).toBeVisible();
  // Saved from the grid, it waits on Saved's Posts tab.
  const post = featured.getByRole('article').filter({ hasText: '#goldenhour' });
  await post.getByRole('button', { name: 'Save post' }).click();
  await expect(post.getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'true');
  await screenshots(student, 'university-featured');
  await student.goto('/saved?tab=posts');
  await expect(student.getByRole('article').filter({ hasText: '#goldenhour' })).toBeVisible();
  await screenshots(student, 'saved-posts');
  await student.goto('/');
  await expect(student.getByRole('region', { name: 'Recently Featured' }).getByText(/#goldenhour/)).toBeVisible({ timeout: 15_000 });

  // 4. The manager queues it; the worker publishes it to the stand-in as one carousel, credited.
  await staff.goto('/manager/content?tab=approved');
  const approved = staff.getByRole('article').filter({ hasText: '#goldenhour' });
  await approved.getByRole('button', { name: 'Queue to Instagram' }).click();
  await expect(approved.getByText(/posted|published|scheduled/i).first()).toBeVisible();
  const standIn = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080) + 20}/`;
  await expect
    .poll(async () => (await (await request.get(standIn)).text()).includes('Ada L.'), { timeout: 60_000 })
    .toBe(true);

  // 5. The student sees the permalink and a notification.
  await student.goto('/submissions');
  await expect(student.getByRole('link', { name: /View on Instagram/ })).toBeVisible({ timeout: 30_000 });
  await screenshots(student, 'my-submissions-published');
  await student.goto('/notifications');
  await expect(student.getByText(/is featured on|is on .*Instagram/).first()).toBeVisible();

  // 6. The student withdraws it: it leaves Quad, and the manager gets a takedown task.
  await student.goto('/submissions');
  await student.getByRole('button', { name: 'Withdraw' }).first().click();
  await student.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(student.getByText(/managers were asked to remove it from Instagram/)).toBeVisible();
  await expect(student.getByText('Photos removed when you withdrew it.')).toBeVisible();
  await student.goto(`/${university.slug.toLowerCase()}`);
  await expect(student.getByRole('region', { name: 'Featured' }).getByText('#goldenhour')).toHaveCount(0);
  await staff.goto('/manager/content?tab=takedowns');
  const task = staff.getByRole('article').filter({ hasText: '#goldenhour' });
  await expect(task.getByRole('link', { name: /Open on Instagram/ })).toBeVisible();
  await screenshots(staff, 'content-takedowns');

  // 7. The export lists it, withdrawn (its photos gone), with its consent.
  const token = await apiToken(request, studentEmail, PASSWORD);
  const exported = await request.get('/api/v1/auth/export-data', { headers: { Authorization: `Bearer ${token}` } });
  const posts = ((await exported.json()) as { data: { posts: { content: string; status: string; images: string[] }[] } }).data.posts;
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ content: 'Sunset over the Diag #campus #goldenhour', status: 'withdrawn' });
  expect(posts[0].images, 'a withdrawal takes the photos off Quad').toHaveLength(0);

  await studentContext.close();
  await managerContext.close();
});

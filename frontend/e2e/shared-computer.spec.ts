import { expect, test } from '@playwright/test';

import { apiToken, approveProfile, createUniversity, createUser, uniqueEmail, userIdOf } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const PASSWORD = 'Campus2025';

test('the next person on a shared computer finds nothing of the one who signed out before them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const [adminEmail, adaEmail, cyEmail, boEmail] = ['shareadmin', 'shareada', 'sharecy', 'sharebo'].map(uniqueEmail);
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  createUser({ email: adaEmail, password: PASSWORD, role: 'user', firstName: 'Adaline', lastName: `Shared${stamp}` });
  createUser({ email: cyEmail, password: PASSWORD, role: 'user', firstName: 'Cyrus', lastName: `Private${stamp}` });
  createUser({ email: boEmail, password: PASSWORD, role: 'user', firstName: 'Bo', lastName: `Next${stamp}` });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Shared Computer University ${stamp}`,
    description: 'Where the library computers are shared.',
    instagram: `sharedu${stamp}`,
  });
  // Bo studies elsewhere, so no page of his could rightly show Adaline.
  const elsewhere = await createUniversity(request, adminToken, {
    name: `Elsewhere University ${stamp}`,
    description: 'Where Bo studies.',
    instagram: `elsewhereshared${stamp}`,
  });
  const tokens: Record<string, string> = {};
  for (const [email, at] of [
    [adaEmail, university.id],
    [cyEmail, university.id],
    [boEmail, elsewhere.id],
  ] as const) {
    tokens[email] = await apiToken(request, email, PASSWORD);
    await approveProfile(request, adminToken, await submitProfile(request, tokens[email], { university: at }));
  }
  const [adaId, cyId] = [await userIdOf(request, adminToken, adaEmail), await userIdOf(request, adminToken, cyEmail)];
  // Adaline's own things: Cyrus asked to connect, with a note, and she saved him.
  const asked = await request.post('/api/v1/connections/requests', {
    headers: { Authorization: `Bearer ${tokens[cyEmail]}` },
    data: { studentId: adaId, note: `A private note for Adaline ${stamp}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const saved = await request.put(`/api/v1/saved/profiles/${cyId}`, { headers: { Authorization: `Bearer ${tokens[adaEmail]}` } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Adaline, at a library computer, reads her pages, moving through the app as people do (no
  // reload between pages, so whatever they read stays in the tab's memory).
  const pages = ['/home', '/connections?tab=requests', '/saved', '/notifications', '/messages', '/settings', '/profile'];
  const go = async (to: string) => {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await expect(page).toHaveURL(new RegExp(`${to.replace('?', '\\?')}$`));
  };
  await logIn(page, adaEmail, PASSWORD);
  for (const path of pages) {
    await go(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (path === '/connections?tab=requests') await expect(page.getByText(`A private note for Adaline ${stamp}`)).toBeVisible();
    if (path === '/saved') await expect(page.getByRole('main')).toContainText('Cyrus');
  }
  // She signs out; Bo signs in in the same tab, without a reload.
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /sign in|log in/i }).first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /sign in|log in/i }).first().click();
  await page.getByLabel('Email address', { exact: true }).fill(boEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // Every signed-in page Bo opens, by the menus (no reload), holds nothing of Adaline's.
  for (const path of pages) {
    await go(path);
    // Whatever the cache held shows at once, before any answer arrives: read the page as it is
    // drawn first (no retrying), then once loaded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const first = await page.locator('body').innerText();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const loaded = await page.locator('body').innerText();
    for (const [moment, text] of [
      ['at once', first],
      ['once loaded', loaded],
    ]) {
      for (const hers of ['Adaline', 'Cyrus', `Shared${stamp}`]) expect(text, `${path} ${moment}`).not.toContain(hers);
    }
  }
  await expect(page.getByRole('banner')).toContainText('Bo');
});

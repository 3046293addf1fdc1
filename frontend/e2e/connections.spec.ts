import { expect, test, type APIRequestContext } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, approveProfile, createUniversity, createUser, uniqueEmail, userIdOf } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const PASSWORD = 'Campus2025';

async function approvedStudent(request: APIRequestContext, adminToken: string, email: string, university: string) {
  const token = await apiToken(request, email, PASSWORD);
  await approveProfile(request, adminToken, await submitProfile(request, token, { university }));
  return { token, id: await userIdOf(request, adminToken, email) };
}

test('two students connect by a mutual interest and by a request, and one blocks a third', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const [adminEmail, adaEmail, beaEmail, calEmail, deeEmail] = ['connadmin', 'connada', 'connbea', 'conncal', 'conndee'].map(
    uniqueEmail,
  );
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  for (const [email, first] of [
    [adaEmail, 'Ada'],
    [beaEmail, 'Bea'],
    [calEmail, 'Cal'],
    [deeEmail, 'Dee'],
  ] as const) {
    createUser({ email, password: PASSWORD, role: 'user', firstName: first, lastName: `Conn${stamp}` });
  }
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Connection University ${stamp}`,
    description: 'Where students meet before they share a room.',
    instagram: `connu${stamp}`,
  });
  const ada = await approvedStudent(request, adminToken, adaEmail, university.id);
  const bea = await approvedStudent(request, adminToken, beaEmail, university.id);
  const cal = await approvedStudent(request, adminToken, calEmail, university.id);
  const dee = await approvedStudent(request, adminToken, deeEmail, university.id);

  const adaContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const beaContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adaPage = await adaContext.newPage();
  const beaPage = await beaContext.newPage();
  await logIn(adaPage, adaEmail, PASSWORD);
  await logIn(beaPage, beaEmail, PASSWORD);

  // 1. Ada is interested in Bea: private, so Bea's page of Ada says nothing of it.
  await adaPage.goto(`/roommates/${bea.id}`);
  await expect(adaPage.getByRole('heading', { level: 1, name: 'Bea C.' })).toBeVisible();
  await expect(adaPage.getByText(/Interested is private/)).toBeVisible();
  await expect(adaPage.getByText(/shares all photos|once you connect/i).first()).toBeVisible();
  const adaInterest = adaPage.getByRole('button', { name: 'Interested' });
  await adaInterest.click();
  await expect(adaInterest).toHaveAttribute('aria-pressed', 'true');
  await beaPage.goto(`/roommates/${ada.id}`);
  await expect(beaPage.getByRole('heading', { level: 1, name: 'Ada C.' })).toBeVisible();
  await expect(beaPage.getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'false');
  await expect(beaPage.getByText('Connected', { exact: true })).toHaveCount(0);

  // Bea is interested too: they are connected, and both see it.
  await beaPage.getByRole('button', { name: 'Interested' }).click();
  await expect(beaPage.getByText("You're connected.")).toBeVisible();
  for (const width of [1280, 375]) {
    await beaPage.setViewportSize({ width, height: 900 });
    await capture(beaPage, 'connections-detail', width);
  }
  await beaPage.setViewportSize({ width: 1280, height: 900 });
  await expect(beaPage.getByText('Connected', { exact: true }).first()).toBeVisible();
  expect(await axeViolations(beaPage)).toEqual([]);
  await adaPage.goto('/connections');
  await expect(adaPage.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await expect(adaPage.getByRole('main').getByText('Bea C.').first()).toBeVisible();

  // 2. Dee asks Ada to connect, with a note; Ada answers from Requests.
  const sent = await request.post('/api/v1/connections/requests', {
    headers: { Authorization: `Bearer ${dee.token}` },
    data: { studentId: ada.id, note: 'Fellow night owl here, want to talk housing?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await adaPage.goto('/connections?tab=requests');
  await expect(adaPage.getByText('Fellow night owl here, want to talk housing?')).toBeVisible();
  expect(await axeViolations(adaPage)).toEqual([]);
  for (const width of [1280, 375]) {
    await adaPage.setViewportSize({ width, height: 900 });
    await capture(adaPage, 'connections-requests', width);
  }
  await adaPage.setViewportSize({ width: 1280, height: 900 });
  await adaPage.getByRole('button', { name: 'Accept' }).click();
  await adaPage.goto('/connections');
  await expect(adaPage.getByRole('main').getByText('Dee C.').first()).toBeVisible();
  for (const width of [1280, 375]) {
    await adaPage.setViewportSize({ width, height: 900 });
    await capture(adaPage, 'connections-list', width);
  }
  await adaPage.setViewportSize({ width: 1280, height: 900 });

  // 3. Ada blocks Cal: he leaves her list at once, and she leaves his (he gets a 404 on her page).
  await adaPage.goto(`/roommates/${cal.id}`);
  await adaPage.setViewportSize({ width: 375, height: 900 });
  await capture(adaPage, 'connections-actions', 375);
  await adaPage.setViewportSize({ width: 1280, height: 900 });
  await adaPage.getByRole('button', { name: 'Block' }).click();
  const dialog = adaPage.getByRole('alertdialog');
  await expect(dialog).toContainText("They won't be told");
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(adaPage).toHaveURL(/\/roommates$/);
  await expect(adaPage.getByRole('article', { name: 'Cal C.' })).toHaveCount(0);
  await expect(adaPage.getByRole('article', { name: 'Bea C.' })).toBeVisible();
  const calSeesAda = await request.get(`/api/v1/roommates/${ada.id}`, { headers: { Authorization: `Bearer ${cal.token}` } });
  expect(calSeesAda.status()).toBe(404);
  await adaPage.goto('/connections?tab=blocked');
  await expect(adaPage.getByRole('main').getByText('Cal C.')).toBeVisible();

  await adaContext.close();
  await beaContext.close();
});

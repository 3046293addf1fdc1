import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, approveProfile, createUniversity, createUser, uniqueEmail, userIdOf } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const PASSWORD = 'Campus2025';

/**
 * Opens a Connections tab the way a student does, from the account menu and the tabs, without a
 * page load: each load opens a new live stream, and the server counts the page left behind until
 * its next heartbeat, so a journey that reloads often can reach the five streams a person may hold.
 */
async function openConnections(page: Page, tab: 'Connections' | 'Requests' | 'Blocked' = 'Connections') {
  await page.getByRole('banner').getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('link', { name: 'Connections', exact: true }).click();
  await expect(page).toHaveURL(/\/connections/);
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

async function approvedStudent(request: APIRequestContext, adminToken: string, email: string, university: string) {
  const token = await apiToken(request, email, PASSWORD);
  await approveProfile(request, adminToken, await submitProfile(request, token, { university }));
  return { token, id: await userIdOf(request, adminToken, email) };
}

test('two students connect, chat live, block a third, and a report reaches the moderators and the audit log', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
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
  await openConnections(adaPage);
  await expect(adaPage.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await expect(adaPage.getByRole('main').getByText('Bea C.').first()).toBeVisible();

  // 2. Dee asks Ada to connect, with a note; Ada answers from Requests.
  const sent = await request.post('/api/v1/connections/requests', {
    headers: { Authorization: `Bearer ${dee.token}` },
    data: { studentId: ada.id, note: 'Fellow night owl here, want to talk housing?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await openConnections(adaPage, 'Requests');
  await expect(adaPage.getByText('Fellow night owl here, want to talk housing?')).toBeVisible();
  expect(await axeViolations(adaPage)).toEqual([]);
  for (const width of [1280, 375]) {
    await adaPage.setViewportSize({ width, height: 900 });
    await capture(adaPage, 'connections-requests', width);
  }
  await adaPage.setViewportSize({ width: 1280, height: 900 });
  await adaPage.getByRole('button', { name: 'Accept' }).click();
  await openConnections(adaPage);
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
  await openConnections(adaPage, 'Blocked');
  await expect(adaPage.getByRole('main').getByText('Cal C.')).toBeVisible();

  // 4. A live chat both ways: each sees the other's message arrive without a reload, with the
  // envelope counting the unread conversation until it is read.
  await openConnections(adaPage);
  await adaPage.getByRole('button', { name: /Message Bea|^Message$/ }).first().click();
  await expect(adaPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const thread = adaPage.url();
  await beaPage.goto('/roommates');
  const beaEnvelope = beaPage.getByRole('banner').getByRole('link', { name: /^Messages/ });
  await expect(beaEnvelope).toHaveAccessibleName('Messages');
  const adaBox = adaPage.getByRole('textbox', { name: 'Message' });
  await adaBox.fill('Hi Bea! Want to see a flat on State Street this weekend?');
  await adaBox.press('Enter');
  await expect(adaPage.getByText('Hi Bea! Want to see a flat on State Street this weekend?')).toBeVisible();
  await expect(beaEnvelope).toHaveAccessibleName('Messages, 1 unread conversation');
  await beaEnvelope.click();
  await expect(beaPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await beaPage.getByRole('link', { name: /Ada/ }).first().click();
  await expect(beaPage.getByText('Hi Bea! Want to see a flat on State Street this weekend?')).toBeVisible();
  await expect(beaEnvelope).toHaveAccessibleName('Messages');
  const beaBox = beaPage.getByRole('textbox', { name: 'Message' });
  await beaBox.fill('Yes! Saturday afternoon works.');
  await beaBox.press('Enter');
  await expect(adaPage.getByText('Yes! Saturday afternoon works.')).toBeVisible();
  expect(adaPage.url()).toBe(thread);
  expect(await axeViolations(adaPage)).toEqual([]);
  for (const width of [1280, 375]) {
    await adaPage.setViewportSize({ width, height: 900 });
    await capture(adaPage, 'messages-thread', width);
  }
  await adaPage.setViewportSize({ width: 1280, height: 900 });

  // 5. Dee, connected with Ada, asks for a deposit: Ada sees the safety note and reports it in one tap.
  const opened = await request.post('/api/v1/conversations', {
    headers: { Authorization: `Bearer ${dee.token}` },
    data: { studentId: ada.id },
  });
  const conversation = ((await opened.json()) as { data: { id: string } }).data.id;
  const asked = await request.post(`/api/v1/conversations/${conversation}/messages`, {
    headers: { Authorization: `Bearer ${dee.token}` },
    data: { body: 'I can hold the room if you Venmo me the $500 deposit today.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await adaPage.goto('/messages');
  for (const width of [1280, 375]) {
    await adaPage.setViewportSize({ width, height: 900 });
    await capture(adaPage, 'messages-list', width);
  }
  await adaPage.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(adaPage)).toEqual([]);
  await adaPage.getByRole('link', { name: /Dee/ }).first().click();
  await expect(adaPage.getByText(/Be careful: this message mentions a payment/)).toBeVisible();
  // The header's Report is the profile's; the safety note's is the message's.
  await adaPage.getByRole('button', { name: 'Report' }).last().click();
  const report = adaPage.getByRole('dialog', { name: 'Report this message' });
  await report.getByLabel('Scam or asking for money').check();
  await report.getByLabel('Details (optional)').fill('Asked for a deposit before I saw the room.');
  await adaPage.setViewportSize({ width: 375, height: 900 });
  await capture(adaPage, 'report-dialog', 375);
  await adaPage.setViewportSize({ width: 1280, height: 900 });
  await report.getByRole('button', { name: 'Submit' }).click();
  await expect(report.getByText('Thanks. A moderator will review it, and we will tell you the outcome.')).toBeVisible();
  await report.getByRole('button', { name: 'Done' }).click();

  // 6. The moderator (here the admin) warns Dee from the reports queue, and it shows in the audit log.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await staffContext.newPage();
  await logIn(staffPage, adminEmail, PASSWORD);
  await staffPage.goto('/moderation/reports');
  const card = staffPage.getByRole('article').filter({ hasText: 'I can hold the room if you Venmo me the $500 deposit today.' });
  await expect(card).toBeVisible();
  expect(await axeViolations(staffPage)).toEqual([]);
  for (const width of [1280, 375]) {
    await staffPage.setViewportSize({ width, height: 900 });
    await capture(staffPage, 'moderation-reports', width);
  }
  await staffPage.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Warn' }).click();
  const warn = staffPage.getByRole('alertdialog');
  await warn.getByLabel('Warning to the student').fill('Never ask for money before a viewing.');
  await warn.getByRole('button', { name: 'Send warning' }).click();
  await expect(card).toHaveCount(0);
  await staffPage.goto('/admin/activity');
  await expect(staffPage.getByRole('main').getByText(/warned a student: message by Dee/)).toBeVisible();
  const told = await request.get('/api/v1/notifications', { headers: { Authorization: `Bearer ${dee.token}` } });
  expect(JSON.stringify(await told.json())).toContain("A warning from Quad's moderators");

  await staffContext.close();
  await adaContext.close();
  await beaContext.close();
});

test('a student blocked by someone who asked for a deposit still reports the message from the closed thread', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const [adminEmail, adaEmail, eliEmail] = ['depadmin', 'depada', 'depeli'].map(uniqueEmail);
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  createUser({ email: adaEmail, password: PASSWORD, role: 'user', firstName: 'Ada', lastName: `Dep${stamp}` });
  createUser({ email: eliEmail, password: PASSWORD, role: 'user', firstName: 'Eli', lastName: `Dep${stamp}` });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Deposit University ${stamp}`,
    description: 'Where a room is never paid for before it is seen.',
    instagram: `depositu${stamp}`,
  });
  const ada = await approvedStudent(request, adminToken, adaEmail, university.id);
  const eli = await approvedStudent(request, adminToken, eliEmail, university.id);
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  // They connect; Eli asks for a deposit, then blocks Ada.
  for (const [who, whom] of [
    [ada, eli],
    [eli, ada],
  ]) {
    const interested = await request.put(`/api/v1/roommates/${whom.id}/interest`, { headers: as(who.token) });
    expect(interested.ok(), await interested.text()).toBe(true);
  }
  const opened = await request.post('/api/v1/conversations', { headers: as(eli.token), data: { studentId: ada.id } });
  const conversation = ((await opened.json()) as { data: { id: string } }).data.id;
  const deposit = `Wire me the $600 deposit tonight or the room goes to someone else ${stamp}`;
  const sent = await request.post(`/api/v1/conversations/${conversation}/messages`, { headers: as(eli.token), data: { body: deposit } });
  expect(sent.status(), await sent.text()).toBe(201);
  const blocked = await request.put(`/api/v1/blocks/${ada.id}`, { headers: as(eli.token) });
  expect(blocked.status()).toBe(204);

  // Ada still finds the conversation, closed, reads it, and reports the message.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(page, adaEmail, PASSWORD);
  await page.goto('/messages');
  await expect(page.getByRole('main')).toContainText('Closed');
  await page.getByRole('link', { name: /Eli/ }).first().click();
  await expect(page.getByText(deposit)).toBeVisible();
  await expect(page.getByText('This conversation is closed. You can still read it and report its messages.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'messages-closed-thread', width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
  // The header's Report is the profile's; the safety note's is the message's.
  await page.getByRole('button', { name: 'Report' }).last().click();
  const report = page.getByRole('dialog', { name: 'Report this message' });
  await report.getByLabel('Scam or asking for money').check();
  await report.getByRole('button', { name: 'Submit' }).click();
  await expect(report.getByText(/Thanks\. A moderator will review it/)).toBeVisible();
  await report.getByRole('button', { name: 'Done' }).click();

  // The moderator (here the admin) sees the message as it was.
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(staff, adminEmail, PASSWORD);
  await staff.goto('/moderation/reports');
  await expect(staff.getByRole('article').filter({ hasText: deposit })).toBeVisible();
});

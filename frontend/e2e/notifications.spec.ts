import { expect, test } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, createUniversity, createUser, linkFromOutbox, sqlValue, uniqueEmail } from './e2e-server';
import { logIn, submitProfile } from './journeys';

const PASSWORD = 'Campus2025';

test('a decision reaches the bell live, reading in one tab clears the other, and a digest unsubscribes one kind', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const [adminEmail, moderatorEmail, raeEmail] = ['belladmin', 'bellmoderator', 'bellrae'].map(uniqueEmail);
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
  createUser({ email: moderatorEmail, password: PASSWORD, role: 'moderator', firstName: 'Morgan', lastName: `Bell${stamp}` });
  createUser({ email: raeEmail, password: PASSWORD, role: 'user', firstName: 'Rae', lastName: `Bell${stamp}` });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const university = await createUniversity(request, adminToken, {
    name: `Bell University ${stamp}`,
    description: 'Where news travels fast.',
    instagram: `bellu${stamp}`,
  });
  const raeToken = await apiToken(request, raeEmail, PASSWORD);
  await submitProfile(request, raeToken, { university: university.id });

  // Rae has Quad open in two tabs. Signing in from this browser was a new device for the account
  // (the profile went in from another client): that security notice is the one unread.
  const raeContext = await browser.newContext();
  const tab = await raeContext.newPage();
  await logIn(tab, raeEmail, PASSWORD);
  const otherTab = await raeContext.newPage();
  await otherTab.goto('/profile');
  const bell = (page: typeof tab) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  for (const page of [tab, otherTab]) await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(tab.getByRole('banner').getByRole('link', { name: 'Messages' })).toBeVisible();

  // A moderator approves Rae's profile from another browser.
  const moderatorContext = await browser.newContext();
  const moderation = await moderatorContext.newPage();
  await logIn(moderation, moderatorEmail, PASSWORD);
  await expect(moderation).toHaveURL(/\/moderation$/);
  const card = moderation.getByRole('article', { name: `Rae Bell${stamp}` });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(moderation.getByText('Profile approved successfully')).toBeVisible();

  // Both of Rae's tabs show it without a reload.
  for (const page of [tab, otherTab]) await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  // The notifications page lists it, unread, and links to where to act.
  await bell(tab).click();
  await expect(tab).toHaveURL(/\/notifications$/);
  const item = tab.getByRole('article', { name: 'Your roommate profile is approved' });
  await expect(item).toContainText('Unread');
  await expect(item.getByRole('link', { name: 'Your roommate profile is approved' })).toHaveAttribute('href', '/roommates');
  await expect(tab.getByRole('article', { name: 'New sign-in to your account' })).toContainText('Unread');
  expect(await axeViolations(tab)).toEqual([]);
  for (const width of [1280, 375]) {
    await tab.setViewportSize({ width, height: 900 });
    await capture(tab, 'notifications', width);
  }
  await tab.setViewportSize({ width: 1280, height: 800 });

  // On a phone, the menu's Notifications link carries the count too.
  await otherTab.setViewportSize({ width: 375, height: 812 });
  await otherTab.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(otherTab.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: /Notifications/ })).toContainText('2');
  await capture(otherTab, 'mobile-menu-unread', 375, false);
  await otherTab.getByRole('banner').getByRole('button', { name: 'Close menu' }).click();
  await otherTab.setViewportSize({ width: 1280, height: 800 });

  // Mark all as read here: the other tab's badge clears, live.
  await tab.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(item).not.toContainText('Unread');
  await expect(bell(otherTab)).toHaveAccessibleName('Notifications');
  await expect(bell(tab)).toHaveAccessibleName('Notifications');

  // Rae asked for another university; when it joins, the notice waits unread for a digest.
  const asked = await request.post('/api/v1/universities/requests', {
    headers: { Authorization: `Bearer ${raeToken}` },
    data: { universityName: `Digest College ${stamp}`, email: raeEmail },
  });
  expect(asked.status()).toBe(201);
  const requestId = sqlValue(`SELECT id FROM university_requests WHERE university_name = 'Digest College ${stamp}'`);
  await createUniversity(request, adminToken, {
    name: `Digest College ${stamp}`,
    description: 'Joined because a student asked.',
    instagram: `digest${stamp}`,
    fromRequest: requestId,
  });
  await expect(bell(otherTab)).toHaveAccessibleName('Notifications, 1 unread');
  // A quarter of an hour passes unread.
  sqlValue(
    `UPDATE notifications SET created_at = now() - interval '16 minutes' WHERE kind = 'university_request_answered' ` +
      `AND user_id = (SELECT id FROM users WHERE email = '${raeEmail}') RETURNING id`,
  );

  // The digest's unsubscribe link works signed out and turns off only that kind's e-mail.
  const unsubscribe = await linkFromOutbox(raeEmail, 'unsubscribe');
  const signedOut = await browser.newContext();
  const page = await signedOut.newPage();
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { name: 'Stop e-mails about University requests?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer get e-mails about University requests.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'unsubscribed', width);
  }

  await tab.goto('/settings');
  const settings = tab.getByRole('form', { name: 'Notification settings' });
  const row = (label: string) => settings.getByRole('group', { name: label });
  await expect(row('University requests').getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();
  await expect(row('University requests').getByRole('checkbox', { name: 'In the app' })).toBeChecked();
  await expect(row('Profile approved').getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();
  await expect(row('Sign-ins from a new device').getByRole('checkbox', { name: 'In the app' })).toBeDisabled();
  for (const width of [1280, 375]) {
    await tab.setViewportSize({ width, height: 900 });
    await capture(tab, 'notification-settings', width);
  }

  await Promise.all([raeContext.close(), moderatorContext.close(), signedOut.close()]);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { capture } from './capture';
import { apiToken, approveProfile as approve, createUniversity, createUser, pngSquare, uniqueEmail } from './e2e-server';
import { giveSecondFactorIfAsked } from './journeys';

const PASSWORD = 'Campus2025';

interface Student {
  email: string;
  firstName: string;
  lastName: string;
  token: string;
  /** The user id: what the roommate list and pages name a student by. */
  id: string;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await giveSecondFactorIfAsked(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A verified student with a session token and their user id. */
async function createStudent(request: APIRequestContext, label: string, firstName: string, lastName: string): Promise<Student> {
  const email = uniqueEmail(label);
  createUser({ email, password: PASSWORD, role: 'user', firstName, lastName });
  const token = await apiToken(request, email, PASSWORD);
  const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok(), await me.text()).toBe(true);
  const { data } = (await me.json()) as { data: { id: string } };
  return { email, firstName, lastName, token, id: data.id };
}

/** Uploads one photo and submits the profile through the API, as the wizard does; answers the profile's id. */
async function submitProfile(
  request: APIRequestContext,
  student: Student,
  profile: {
    university: string;
    colour: [number, number, number];
    roommatePreferences: Record<string, unknown>;
    roommateExpectations?: Record<string, unknown>;
    major?: string;
  },
): Promise<string> {
  const headers = { Authorization: `Bearer ${student.token}` };
  const upload = await request.post('/api/v1/upload?uploadType=profile', {
    headers,
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: pngSquare(profile.colour, 240) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { fileUrl } = (await upload.json()) as { fileUrl: string };

  const submitted = await request.post('/api/v1/profile/submit', {
    headers,
    data: {
      university: profile.university,
      major: profile.major ?? 'Computer Science',
      graduationYear: new Date().getFullYear() + 2,
      bio: `Hi, I am ${student.firstName}. I study late and keep my room tidy.`,
      socialMedia: { instagram: `${student.firstName.toLowerCase()}.quad` },
      profileImages: [fileUrl],
      roommatePreferences: { lookingForRoommate: true, ...profile.roommatePreferences },
      roommateExpectations: profile.roommateExpectations ?? {},
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return ((await submitted.json()) as { data: { id: string } }).data.id;
}


test('a student finds the best roommate match at their university, never a dealbreaker or another university', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);

  // An admin and two universities.
  const adminEmail = uniqueEmail('roomadmin');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const home = await createUniversity(request, adminToken, {
    name: `Roommate University ${stamp}`,
    description: 'Where the roommate journey happens.',
    instagram: `roommateu${stamp}`,
  });
  const other = await createUniversity(request, adminToken, {
    name: `Elsewhere University ${stamp}`,
    description: 'Another university, whose students A never sees.',
    instagram: `elsewhereu${stamp}`,
  });

  // A wants a night owl and will not live with anyone who is not substance free.
  const ada = await createStudent(request, 'roomada', 'Ada', 'Lovelace');
  const bea = await createStudent(request, 'roombea', 'Bea', 'Night');
  const cal = await createStudent(request, 'roomcal', 'Cal', 'Smoke');
  const dee = await createStudent(request, 'roomdee', 'Dee', 'Away');
  const profiles = [
    await submitProfile(request, ada, {
      university: home.id,
      colour: [79, 70, 229],
      roommatePreferences: { sleepSchedule: 'Night Owl', substances: ['Substance Free'], housing: 'Dorm' },
      roommateExpectations: {
        sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: false },
        substances: { accepted: ['Substance Free'], importance: 'very', dealbreaker: true },
      },
    }),
    // B: compatible.
    await submitProfile(request, bea, {
      university: home.id,
      colour: [16, 185, 129],
      roommatePreferences: { sleepSchedule: 'Night Owl', substances: ['Substance Free'], housing: 'Dorm' },
    }),
    // C: a night owl too, but breaks A's dealbreaker.
    await submitProfile(request, cal, {
      university: home.id,
      colour: [244, 63, 94],
      roommatePreferences: { sleepSchedule: 'Night Owl', substances: ['Smoker'], housing: 'Dorm' },
    }),
    // D: a perfect match, at another university.
    await submitProfile(request, dee, {
      university: other.id,
      colour: [245, 158, 11],
      roommatePreferences: { sleepSchedule: 'Night Owl', substances: ['Substance Free'], housing: 'Dorm' },
    }),
  ];
  for (const profileId of profiles) await approve(request, adminToken, profileId);
  // Bea shows her handles and answers before connecting (privacy before connecting, on by default, is off).
  const open = await request.put('/api/v1/settings/contact-privacy', {
    headers: { Authorization: `Bearer ${bea.token}` },
    data: { privateBeforeConnecting: false },
  });
  expect(open.ok()).toBe(true);

  // A signs in and opens the list: B only, at the top, with the reason.
  await logIn(page, ada.email);
  await page.goto('/roommates');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Roommates' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Students, best match first' });
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(1);
  const first = cards.first();
  await expect(first).toHaveAttribute('aria-label', 'Bea N.');
  await expect(first.getByRole('list', { name: 'Why you match Bea N.' })).toContainText(/night owl/i);
  await expect(first).toContainText('%');
  await expect(page.getByRole('article', { name: 'Cal S.' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Dee A.' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'roommates-list', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The filters live in the address: none left for a filter B does not fit, and Back returns.
  await page.getByLabel('Housing').selectOption('Apartment');
  await expect(page).toHaveURL(/[?&]housing=Apartment/);
  await expect(page.getByRole('heading', { name: 'No students match these filters' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No students match these filters' })).toBeVisible();
  await expect(page.getByLabel('Housing')).toHaveValue('Apartment');
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/roommates$/);
  await expect(cards).toHaveCount(1);

  // B's card opens B's page.
  await first.getByRole('link', { name: 'Bea N.' }).click();
  await expect(page).toHaveURL(new RegExp(`/roommates/${bea.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bea N.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why you match' })).toContainText(/night owl/i);
  await expect(page.getByRole('link', { name: /Instagram: @bea\.quad/ })).toHaveAttribute('href', 'https://www.instagram.com/bea.quad');
  await expect(page.getByRole('region', { name: 'Lifestyle' })).toContainText('Night Owl');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'roommates-detail', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // C and D are not available to A, even by address.
  for (const hidden of [cal, dee]) {
    await page.goto(`/roommates/${hidden.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This student is not available' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to roommates' }).first().click();
  await expect(page).toHaveURL(/\/roommates$/);

  // A's home: approved, B among the top matches, the university's page.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your profile is approved' })).toBeVisible();
  const top = page.getByRole('list', { name: 'Your best matches' });
  await expect(top.getByRole('article')).toHaveCount(1);
  await expect(top.getByRole('article').first()).toHaveAttribute('aria-label', 'Bea N.');
  await expect(page.getByRole('link', { name: home.name })).toHaveAttribute('href', `/${home.slug}`);
  await expect(page.getByRole('link', { name: 'See all matches' })).toHaveAttribute('href', '/roommates');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'home-approved', width);
  }
});

test('a low match says what lowers it, and a student with too little to compare has no percentage', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const adminEmail = uniqueEmail('lowadmin');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const home = await createUniversity(request, adminToken, {
    name: `Low Match University ${stamp}`,
    description: 'Where matches explain themselves.',
    instagram: `lowmatchu${stamp}`,
  });

  // Maya wants a night owl and keeps things neat; Aiden wants an early bird, and is one; Riley
  // answered none of what Maya asks about and expects nothing.
  const maya = await createStudent(request, 'lowmaya', 'Maya', 'Chen');
  const aiden = await createStudent(request, 'lowaiden', 'Aiden', 'Hart');
  const riley = await createStudent(request, 'lowriley', 'Riley', 'Park');
  const profiles = [
    await submitProfile(request, maya, {
      university: home.id,
      colour: [79, 70, 229],
      roommatePreferences: { sleepSchedule: 'Night Owl', cleanliness: 'Neat' },
      roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: false } },
    }),
    await submitProfile(request, aiden, {
      university: home.id,
      colour: [16, 185, 129],
      roommatePreferences: { sleepSchedule: 'Early Bird', cleanliness: 'Neat' },
      roommateExpectations: { sleepSchedule: { accepted: ['Early Bird'], importance: 'very', dealbreaker: false } },
    }),
    await submitProfile(request, riley, { university: home.id, colour: [245, 158, 11], roommatePreferences: { housing: 'Dorm' } }),
  ];
  for (const profileId of profiles) await approve(request, adminToken, profileId);

  await logIn(page, maya.email);
  await page.goto('/roommates');
  const cards = page.getByRole('list', { name: 'Students, best match first' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  // Aiden first, with a percentage and what lowers it; Riley last, without one.
  const aidenCard = cards.first();
  await expect(aidenCard).toHaveAttribute('aria-label', 'Aiden H.');
  await expect(aidenCard).toContainText('2%');
  const why = aidenCard.getByRole('list', { name: 'Why the match with Aiden H. is low' });
  // Aiden is private before connecting (the default): the card says how many of Maya's
  // expectations he meets, never which answer of his fails them.
  await expect(why).toContainText('Lowers the match: Aiden meets 0 of your 1 expectation');
  await expect(why).not.toContainText('early bird');
  const rileyCard = cards.last();
  await expect(rileyCard).toHaveAttribute('aria-label', 'Riley P.');
  await expect(rileyCard).toContainText('Not enough to compare yet');
  await expect(rileyCard).not.toContainText('%');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'roommates-low-match', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // A minimum leaves Riley out; Aiden's page says whose expectation each reason is.
  await page.getByLabel('Minimum match').selectOption({ index: 1 });
  await expect(page).toHaveURL(/minMatch=/);
  await expect(page.getByRole('article', { name: 'Riley P.' })).toHaveCount(0);
  await page.goto(`/roommates/${aiden.id}`);
  const region = page.getByRole('region', { name: 'Why this match is low' });
  // Limited before connecting: what Aiden looks for is one of the answers he keeps private; the
  // page says only that it counts.
  await expect(region).toContainText("Aiden's own expectations count too; Aiden shares them once you connect");
  await expect(region).not.toContainText('early bird');
  await expect(region).toContainText('What you look for');
  await expect(region).toContainText('Aiden meets 0 of your 1 expectation');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'roommates-low-match-detail', width);
  }
});

test('a dealbreaker holds for every answer, a scale is met inside its range, and a 0% card says why', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const adminEmail = uniqueEmail('scaleadmin');
  createUser({ email: adminEmail, password: PASSWORD, role: 'admin', firstName: 'Alex', lastName: 'Morgan' });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const home = await createUniversity(request, adminToken, {
    name: `Scale University ${stamp}`,
    description: 'Where matches are scored by distance.',
    instagram: `scaleu${stamp}`,
  });

  // Noa keeps things neat and drinks socially. Vic is very neat and doesn't smoke; Sam is very
  // neat too, doesn't drink, and smokes; Zed is relaxed, and looks only for someone as relaxed.
  const noa = await createStudent(request, 'scalenoa', 'Noa', 'Reyes');
  const vic = await createStudent(request, 'scalevic', 'Vic', 'Tidy');
  const sam = await createStudent(request, 'scalesam', 'Sam', 'Smoke');
  const zed = await createStudent(request, 'scalezed', 'Zed', 'Easy');
  const noaProfile = await submitProfile(request, noa, {
    university: home.id,
    colour: [79, 70, 229],
    roommatePreferences: { cleanliness: 'Neat', substances: ['Social Drinker', 'No Smoking'] },
  });
  const profiles = [
    noaProfile,
    await submitProfile(request, vic, {
      university: home.id,
      colour: [16, 185, 129],
      roommatePreferences: { cleanliness: 'Very Neat', substances: ['No Smoking'] },
    }),
    await submitProfile(request, sam, {
      university: home.id,
      colour: [244, 63, 94],
      roommatePreferences: { cleanliness: 'Very Neat', substances: ['No Alcohol', 'Smoker'] },
    }),
    await submitProfile(request, zed, {
      university: home.id,
      colour: [245, 158, 11],
      major: 'Economics',
      roommatePreferences: { cleanliness: 'Relaxed', substances: ['Substance Free'] },
      roommateExpectations: { cleanliness: { accepted: ['Relaxed'], importance: 'very', dealbreaker: false } },
    }),
  ];
  for (const profileId of profiles) await approve(request, adminToken, profileId);
  for (const student of [vic, zed]) {
    const open = await request.put('/api/v1/settings/contact-privacy', {
      headers: { Authorization: `Bearer ${student.token}` },
      data: { privateBeforeConnecting: false },
    });
    expect(open.ok()).toBe(true);
  }

  // Noa says what she looks for in the wizard: at least Neat, and never a smoker.
  await logIn(page, noa.email);
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Your ideal roommate/ }).click();
  const range = page.getByLabel('Cleanliness: What you accept');
  await expect(range.locator('option')).toContainText(['Any is fine', 'At least Neat', 'At least Average']);
  await range.selectOption({ label: 'At least Neat' });
  await page.getByLabel('Cleanliness: How much it matters').selectOption('very');
  const substances = page.getByRole('group', { name: 'Substances: answers you accept' });
  for (const answer of ['Social Drinker', 'No Smoking', 'No Alcohol', 'Substance Free']) {
    await substances.getByRole('button', { name: answer }).click();
  }
  await page.getByLabel('Substances: How much it matters').selectOption('very');
  await page.getByLabel('Substances: Dealbreaker').check();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'profile-expectation-ranges', width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your Profile Preview' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('At least Neat · Matters: very');
  await page.getByRole('button', { name: 'Submit changes for review' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await approve(request, adminToken, noaProfile);

  // Vic, very neat, meets "at least Neat"; Sam, who smokes beside not drinking, never shows;
  // Zed is 0%, and the card says it is Zed's expectation Noa does not meet.
  await page.goto('/roommates');
  const cards = page.getByRole('list', { name: 'Students, best match first' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAttribute('aria-label', 'Vic T.');
  await expect(cards.first()).toContainText('92%');
  const why = cards.first().getByRole('list', { name: 'Why you match Vic T.' });
  await expect(why).toContainText('Vic meets 2 of your 2 expectations');
  await expect(why).toContainText('Vic keeps things very neat, which you marked very important');
  await expect(page.getByRole('article', { name: 'Sam S.' })).toHaveCount(0);
  const zedCard = cards.last();
  await expect(zedCard).toHaveAttribute('aria-label', 'Zed E.');
  await expect(zedCard).toContainText('0%');
  const low = zedCard.getByRole('list', { name: 'Why the match with Zed E. is low' });
  await expect(low).toContainText("You meet 0 of Zed's 1 expectation");
  await expect(low).toContainText('Zed is looking for cleanliness only Relaxed; you keep things neat');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'roommates-scales', width);
  }
  await page.goto(`/roommates/${sam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This student is not available' })).toBeVisible();
});

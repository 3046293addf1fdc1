import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { pngImage } from './e2e-server';
import { nextStaffCode } from './totp';

/** Signs in through the login form (with the app's code, for staff the journeys created) and waits to leave it. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await giveSecondFactorIfAsked(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** After a sign-in's first step: when the page asks for the authenticator's code, gives it. */
export async function giveSecondFactorIfAsked(page: Page, email: string) {
  const codeField = page.getByLabel('6-digit code');
  const left = page.waitForURL((url) => !url.pathname.endsWith('/login'));
  const asked = await Promise.race([left.then(() => false), codeField.waitFor().then(() => true)]);
  if (!asked) return;
  await codeField.fill(await nextStaffCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export interface ProfileByApi {
  university: string;
  major?: string;
  bio?: string;
  /** One photo per colour, each its own shape; one teal photo by default. */
  colours?: [number, number, number][];
}

/** Uploads the photos and submits a roommate profile through the API, as the wizard does; answers its id. */
export async function submitProfile(
  request: APIRequestContext,
  token: string,
  { university, major = 'Computer Science', bio = 'Night owl, tidy kitchen.', colours = [[14, 116, 144]] }: ProfileByApi,
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const profileImages: string[] = [];
  for (const [index, colour] of colours.entries()) {
    const upload = await request.post('/api/v1/upload?uploadType=profile', {
      headers,
      multipart: { file: { name: `photo-${index}.png`, mimeType: 'image/png', buffer: pngImage(colour, 320 + index * 80, 240) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    profileImages.push(((await upload.json()) as { fileUrl: string }).fileUrl);
  }
  const submitted = await request.post('/api/v1/profile/submit', {
    headers,
    data: {
      university,
      major,
      graduationYear: new Date().getFullYear() + 2,
      bio,
      socialMedia: { instagram: 'quad.student' },
      profileImages,
      roommatePreferences: { lookingForRoommate: true, sleepSchedule: 'Night Owl', substances: ['No Alcohol'] },
      roommateExpectations: { cleanliness: { accepted: ['Neat', 'Very Neat'], importance: 'very', dealbreaker: true } },
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return ((await submitted.json()) as { data: { id: string } }).data.id;
}

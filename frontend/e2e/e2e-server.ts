import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { STAFF_SECOND_FACTOR_SECRET, nextStaffCode } from './totp';

/**
 * The server started by ../scripts/e2e-server.sh keeps its data folder (with the mail outbox) and
 * its database URL under .data/e2e-<port> at the repository root.
 */
export const DATA_DIR = fileURLToPath(new URL(`../../.data/e2e-${process.env.E2E_PORT ?? '18080'}/`, import.meta.url));
const OUTBOX = join(DATA_DIR, 'outbox');
const QUAD_BIN = process.env.QUAD_BIN ?? join(homedir(), '.cache/quad/target/debug/quad');

/** A fresh address per run and per use, so journeys never collide with earlier data. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@umich.edu`;
}

/** A username that fits the server's rules (3 to 30 letters, digits, '_' or '.'). */
export function uniqueUsername(label: string): string {
  return `${label}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 30);
}

function readMails(): { text: string; modified: number }[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((name) => {
    const path = join(OUTBOX, name);
    // Undo quoted-printable soft line breaks and the escaped '='.
    const text = readFileSync(path, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return { text, modified: statSync(path).mtimeMs };
  });
}

function isAddressedTo(mail: string, email: string): boolean {
  return mail.split(/\r?\n/).some((line) => /^To:/i.test(line) && line.toLowerCase().includes(email.toLowerCase()));
}

/**
 * The newest link of this kind (`verify-email`, `reset-password`, `confirm-email` for a new address,
 * `confirm-university-email` for a university address added in Settings, `newsletter/confirm` for a
 * newsletter subscription, `newsletter/unsubscribe` for a newsletter issue's page, or `unsubscribe`
 * for a notification's) e-mailed to `email`, as a path (`/verify-email/<hex>`), waiting for the
 * message to arrive.
 */
export async function linkFromOutbox(
  email: string,
  kind:
    | 'verify-email'
    | 'reset-password'
    | 'confirm-email'
    | 'confirm-university-email'
    | 'newsletter/confirm'
    | 'newsletter/unsubscribe'
    | 'unsubscribe',
): Promise<string> {
  const pattern = new RegExp(`http://127\\.0\\.0\\.1:\\d+(/${kind}/[0-9a-f]{64})`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readMails()
          .filter((mail) => isAddressedTo(mail.text, email))
          .sort((a, b) => b.modified - a.modified);
        link = mails.map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
        return link;
      },
      { message: `a ${kind} link for ${email} in ${OUTBOX}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** How many e-mails went to `email` so far. */
export function mailCount(email: string): number {
  return mailsTo(email).length;
}

/** The e-mails that went to `email` so far, as text (headers and body). */
export function mailsTo(email: string): string[] {
  return readMails()
    .filter((mail) => isAddressedTo(mail.text, email))
    .map((mail) => mail.text);
}

/**
 * Creates an active account with a verified e-mail through `quad create-user`. Staff get two-step
 * sign-in with `STAFF_SECOND_FACTOR_SECRET` (`logIn` and `apiToken` give its codes) unless
 * `secondFactor` is false.
 */
export function createUser({
  email,
  password,
  role,
  firstName = 'Test',
  lastName = { admin: 'Admin', manager: 'Manager', moderator: 'Moderator', user: 'Student' }[role],
  secondFactor = role !== 'user',
}: {
  email: string;
  password: string;
  role: 'admin' | 'manager' | 'moderator' | 'user';
  firstName?: string;
  lastName?: string;
  secondFactor?: boolean;
}): void {
  const databaseUrl = readFileSync(join(DATA_DIR, 'database-url'), 'utf8').trim();
  const result = spawnSync(
    QUAD_BIN,
    [
      'create-user',
      ...['--email', email, '--password', password, '--role', role, '--username', uniqueUsername(role)],
      ...['--first-name', firstName, '--last-name', lastName],
      ...(secondFactor ? ['--second-factor-secret', STAFF_SECOND_FACTOR_SECRET] : []),
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, QUAD_DATA_DIR: DATA_DIR, RUST_LOG: 'warn' }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`quad create-user failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/**
 * The first column of the first row `sql` answers on the e2e server's database (through psql), for
 * checking the screens against the data.
 */
export function sqlValue(sql: string): string {
  const databaseUrl = readFileSync(join(DATA_DIR, 'database-url'), 'utf8').trim();
  const result = spawnSync('psql', [databaseUrl, '-X', '-q', '-t', '-A', '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout.split('\n')[0]?.trim() ?? '';
}

/**
 * Approves a profile through the API as the moderator or admin holding `token`, naming the version
 * reviewed (its `submittedAt`, as the moderation list shows it): a decision without it is refused.
 */
export async function approveProfile(request: APIRequestContext, token: string, profileId: string): Promise<void> {
  const submittedAt = sqlValue(
    `SELECT to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') FROM roommate_profiles WHERE id = '${profileId}'`,
  );
  const response = await request.post(`/api/v1/admin/profiles/${profileId}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { submittedAt },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A `size`×`size` PNG of one colour (a university logo for the journeys), made here without any file. */
export function pngSquare(colour: [number, number, number], size = 96): Buffer {
  return pngImage(colour, size, size);
}

/** A `width`×`height` PNG of one colour (a post's image of any shape), made here without any file. */
export function pngImage([red, green, blue]: [number, number, number], width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Signs in through the API and returns the session token (for setting up a journey quickly);
 * `userAgent` is the device the session remembers.
 */
export async function apiToken(request: APIRequestContext, email: string, password: string, userAgent?: string): Promise<string> {
  const headers = userAgent ? { 'User-Agent': userAgent } : undefined;
  const response = await request.post('/api/v1/auth/login', { data: { email, password }, headers });
  expect(response.ok(), `login of ${email}`).toBe(true);
  const body = (await response.json()) as { token: string; secondFactor?: string | null };
  if (body.secondFactor === 'code') {
    const verified = await request.post('/api/v1/auth/second-factor/verify', {
      data: { code: await nextStaffCode(email) },
      headers: { ...headers, Authorization: `Bearer ${body.token}` },
    });
    expect(verified.ok(), `second factor of ${email}`).toBe(true);
  }
  return body.token;
}

/** Starts every page of `page` signed in with `token` (as if the person had logged in before). */
export async function startSignedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/**
 * Adds a university through the API as the admin or manager holding `token`. Without `emailDomains`
 * (the university's, as the form takes them: `umich.edu, med.umich.edu`) students may join it with any
 * address, so journeys can use made-up ones; a manager's token sets neither (the server ignores both).
 */
export async function createUniversity(
  request: APIRequestContext,
  token: string,
  fields: {
    name: string;
    description: string;
    instagram: string;
    location?: string;
    emailDomains?: string;
    /** The "Request Your University" request it answers. */
    fromRequest?: string;
  },
): Promise<{ id: string; slug: string; name: string }> {
  const emailDomains = fields.emailDomains ?? '';
  const response = await request.post('/api/v1/universities', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: fields.name,
      description: fields.description,
      'instagramData[url]': fields.instagram,
      location: fields.location ?? '',
      emailDomains,
      joinWithoutUniversityEmail: String(emailDomains.trim() === ''),
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: pngSquare([79, 70, 229]) },
      ...(fields.fromRequest ? { fromRequest: fields.fromRequest } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string; slug: string; name: string } }).data;
}

/** The id of the account registered with `email`, as GET /admin/users lists it (for the admin holding `adminToken`). */
export async function userIdOf(request: APIRequestContext, adminToken: string, email: string): Promise<string> {
  const response = await request.get(`/api/v1/admin/users?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { id: string; email: string }[] };
  const user = data.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
  expect(user, `${email} in the admin users list`).toBeTruthy();
  return user!.id;
}

/**
 * Sets the universities a manager or moderator looks after (the whole set) through the API, as the
 * admin holding `adminToken` (issue 23): a manager acts only on these. A university a manager adds
 * with their own token is theirs already.
 */
export async function assignUniversities(
  request: APIRequestContext,
  adminToken: string,
  userId: string,
  universityIds: string[],
): Promise<{ id: string; name: string }[]> {
  const response = await request.patch(`/api/v1/admin/users/${userId}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { universities: universityIds },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { assignedUniversities: { id: string; name: string }[] } }).data.assignedUniversities;
}

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';

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
 * The newest link of this kind (`verify-email` or `reset-password`) e-mailed to `email`, as a path
 * (`/verify-email/<hex>`), waiting for the message to arrive.
 */
export async function linkFromOutbox(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
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
  return readMails().filter((mail) => isAddressedTo(mail.text, email)).length;
}

/** Creates an active account with a verified e-mail through `quad create-user`. */
export function createUser({
  email,
  password,
  role,
  firstName = 'Test',
  lastName = role === 'admin' ? 'Admin' : role === 'manager' ? 'Manager' : 'Student',
}: {
  email: string;
  password: string;
  role: 'admin' | 'manager' | 'user';
  firstName?: string;
  lastName?: string;
}): void {
  const databaseUrl = readFileSync(join(DATA_DIR, 'database-url'), 'utf8').trim();
  const result = spawnSync(
    QUAD_BIN,
    [
      'create-user',
      ...['--email', email, '--password', password, '--role', role, '--username', uniqueUsername(role)],
      ...['--first-name', firstName, '--last-name', lastName],
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, QUAD_DATA_DIR: DATA_DIR, RUST_LOG: 'warn' }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`quad create-user failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

import { createHmac } from 'node:crypto';

/**
 * An authenticator app in the test (RFC 6238, as the server checks codes): HMAC-SHA1 over the
 * 30-second step, six digits, the secret in base32 as the set-up page shows it.
 */
const STEP_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of text.replace(/[\s=-]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step `at` (milliseconds since 1970) falls in. */
export function totpStep(at = Date.now()): number {
  return Math.floor(at / 1000 / STEP_SECONDS);
}

/** The six-digit code an authenticator app shows for `secret` during `step`. */
export function totpCode(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A code of a step after `used` (the server takes each step's code once): waits for the next step
 * to begin when `used` is the current one. Answers the code and its step.
 */
export async function codeAfter(secret: string, used: number): Promise<{ code: string; step: number }> {
  const wait = (used + 1) * STEP_SECONDS * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250));
  const step = totpStep();
  return { code: totpCode(secret, step), step };
}

/** The authenticator secret every staff account the journeys create has (`createUser`). */
export const STAFF_SECOND_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The step each account last gave a code for, in this worker: the server takes a step's code once. */
const lastStep = new Map<string, number>();

/**
 * A fresh code for a staff account the journeys created, waiting for the next step when this
 * account already used the current one.
 */
export async function nextStaffCode(email: string): Promise<string> {
  const used = lastStep.get(email) ?? -1;
  const { code, step } = used >= totpStep() ? await codeAfter(STAFF_SECOND_FACTOR_SECRET, used) : { code: totpCode(STAFF_SECOND_FACTOR_SECRET), step: totpStep() };
  lastStep.set(email, step);
  return code;
}

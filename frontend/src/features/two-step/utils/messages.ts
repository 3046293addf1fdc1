/** The words of two-step sign-in's screens that more than one of them says. */
export const TWO_STEP_MESSAGES = {
  /** An admin without it, or whose session did not prove it (the server refuses admin tools then). */
  adminRequired: 'Admins turn on two-step sign-in before using admin tools.',
  loadFailed: 'Failed to load your two-step sign-in',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  copied: 'Recovery codes copied',
  copyFailed: 'Could not copy the codes. Select them and copy them instead.',
  keyCopied: 'Setup key copied',
  keyCopyFailed: 'Could not copy the key. Select it and copy it instead.',
} as const;

/** The setup key in groups of four, as authenticator apps show and take it. */
export function groupedKey(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

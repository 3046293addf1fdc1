import type { RoommateAccess, ViewerProfile } from '../types';

import { ROOMMATE_MESSAGES } from './messages';

/** How the server's 403 for a profile others cannot see begins (`RoommatesError::NotApproved`). */
const NOT_APPROVED_PREFIX = 'Your profile must be approved';

/**
 * Whether a 403 of the roommate calls asks the student to verify an address at their university
 * (issue 23) rather than to get their profile approved: any message but the not-approved one.
 */
export function needsVerification(message: string | undefined): boolean {
  const text = message?.trim() ?? '';
  return text !== '' && !text.startsWith(NOT_APPROVED_PREFIX);
}

/**
 * Whether the viewer may see other students, and if not why: an approved profile, or one whose
 * approved version others see while an edit waits for review (`visibleToRoommates`), may. A 403
 * from the server (`forbidden`) wins over what the profile said; for a profile others see, a 403
 * that is not about approval means its owner must verify an address at their university.
 */
export function roommateAccess(
  profile: ViewerProfile,
  { forbidden = false, message }: { forbidden?: boolean; message?: string } = {},
): RoommateAccess {
  if (!profile) return { kind: 'none' };
  const allowed = profile.profileStatus === 'approved' || profile.visibleToRoommates;
  if (allowed && !forbidden) return { kind: 'allowed' };
  if (allowed && message && needsVerification(message)) return { kind: 'unverified', message: message.trim() };
  if (profile.profileStatus === 'rejected') return { kind: 'rejected', reason: profile.profileRejectionReason ?? null };
  if (profile.profileStatus === 'pending') return { kind: 'pending' };
  return { kind: 'forbidden', message: message?.trim() || ROOMMATE_MESSAGES.notApproved };
}

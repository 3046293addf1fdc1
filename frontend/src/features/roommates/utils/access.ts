import type { RoommateAccess, ViewerProfile } from '../types';

import { ROOMMATE_MESSAGES } from './messages';

/**
 * Whether the viewer may see other students, and if not why: an approved profile, or one whose
 * approved version others see while an edit waits for review (`visibleToRoommates`), may. A 403
 * from the server (`forbidden`) wins over what the profile said.
 */
export function roommateAccess(
  profile: ViewerProfile,
  { forbidden = false, message }: { forbidden?: boolean; message?: string } = {},
): RoommateAccess {
  if (!profile) return { kind: 'none' };
  const allowed = profile.profileStatus === 'approved' || profile.visibleToRoommates;
  if (allowed && !forbidden) return { kind: 'allowed' };
  if (profile.profileStatus === 'rejected') return { kind: 'rejected', reason: profile.profileRejectionReason ?? null };
  if (profile.profileStatus === 'pending') return { kind: 'pending' };
  return { kind: 'forbidden', message: message?.trim() || ROOMMATE_MESSAGES.notApproved };
}

import type { ModerationProfile } from '../types';

/** A profile under review by its first and last name, or by its username when both are blank. */
export function reviewedName(profile: Pick<ModerationProfile, 'firstName' | 'lastName' | 'user'>): string {
  return `${profile.firstName} ${profile.lastName}`.trim() || profile.user.username;
}

import { ApiError } from '@/lib/api/errors';

/** The texts of the roommate screens. */
export const ROOMMATE_MESSAGES = {
  loadFailed: 'Failed to load roommates. Please try again later.',
  loadOneFailed: 'Failed to load this student. Please try again later.',
  notAvailable: 'This student is not available',
  notApproved: 'Your profile must be approved before you can see other students',
  noMatches: 'No students match these filters',
  noProfile: 'Create your profile to see students looking for a roommate',
  pending: 'Your profile is waiting for review (usually 24 to 48 hours)',
  rejected: 'Your profile was not approved',
  addUniversityEmail: 'Add your university e-mail',
  verifyNext: 'Once you confirm it from the link we e-mail you, you can see the students of your university.',
} as const;

/** The status of a failed call (0 when it never reached the server). */
export function errorStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

/** The server's message of a failed call, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;
}

import { isRefusal } from '@/lib/api/errors';

/** The texts of exporting one's data, deleting one's account (spec 2.5) and opting out of research sharing. */
export const PRIVACY_MESSAGES = {
  exported: 'Data exported successfully!',
  exportFailed: 'Failed to export data',
  /** The server could not be reached or failed (5xx). */
  exportUnexpected: 'Failed to export user data',
  deleted: 'Account deleted successfully',
  deleteFailed: 'Failed to delete account',
  researchSharingLoadFailed: 'Failed to load your research sharing choice. Please try again later.',
  researchSharingSaveFailed: 'Could not save your research sharing choice. Please try again.',
  researchSharingOptedOut: 'You opted out of research sharing.',
  researchSharingOptedIn: 'You are no longer opted out of research sharing.',
} as const;

/**
 * What a failed export says: the server's reason when it refused (a 4xx), or 'Failed to export user
 * data' when it failed or could not be reached.
 */
export function exportErrorMessage(error: unknown): string {
  return isRefusal(error) ? error.message || PRIVACY_MESSAGES.exportFailed : PRIVACY_MESSAGES.exportUnexpected;
}

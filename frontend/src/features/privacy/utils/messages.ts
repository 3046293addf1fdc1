import { isRefusal } from '@/lib/api/errors';

/** The texts of exporting one's data and deleting one's account (spec 2.5). */
export const PRIVACY_MESSAGES = {
  exported: 'Data exported successfully!',
  exportFailed: 'Failed to export data',
  /** The server could not be reached or failed (5xx). */
  exportUnexpected: 'Failed to export user data',
  deleted: 'Account deleted successfully',
  deleteFailed: 'Failed to delete account',
} as const;

/**
 * What a failed export says: the server's reason when it refused (a 4xx), or 'Failed to export user
 * data' when it failed or could not be reached.
 */
export function exportErrorMessage(error: unknown): string {
  return isRefusal(error) ? error.message || PRIVACY_MESSAGES.exportFailed : PRIVACY_MESSAGES.exportUnexpected;
}

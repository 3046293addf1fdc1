/** The texts of exporting one's data and deleting one's account (spec 2.5). */
export const PRIVACY_MESSAGES = {
  exported: 'Data exported successfully!',
  exportFailed: 'Failed to export data',
  deleted: 'Account deleted successfully',
  deleteFailed: 'Failed to delete account',
} as const;

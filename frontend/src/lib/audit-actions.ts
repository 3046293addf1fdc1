import type { components } from '@/lib/api/generated/schema';

/** A staff action as the activity log names it (`profile.approved`). */
export type AuditAction = components['schemas']['AuditAction'];

/** What each action is called on screen. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'user.updated': 'Updated a user',
  'user.deleted': 'Deleted a user',
  'user.second_factor_reset': 'Reset two-step sign-in',
  'university.created': 'Added a university',
  'university.updated': 'Edited a university',
  'university.deleted': 'Deleted a university',
  'university_request.declined': 'Declined a university request',
  'profile.approved': 'Approved a profile',
  'profile.rejected': 'Rejected a profile',
  'profile.taken_down': 'Took down a profile',
  'instagram_account.connected': 'Connected an Instagram account',
  'instagram_account.removed': 'Removed an Instagram account',
  'post.queued': 'Queued a post',
  'post.cancelled': 'Cancelled a post',
  'post.moved': 'Moved a post',
  'post.retried': 'Retried a post',
  'submission.approved': 'Submission approved',
  'submission.rejected': 'Submission rejected',
  'submission.changes_requested': 'Changes asked on submission',
  'submission.queued': 'Submission queued on Instagram',
  'submission.taken_down': 'Takedown done',
  'report.dismissed': 'Dismissed a report',
  'report.removed': 'Removed reported content',
  'report.warned': 'Warned a student',
  'report.suspended': 'Suspended an account after a report',
};

import { ApiError } from '@/lib/api/errors';

/** Spec 2.6 and 8: the messages of the admin users screen. */
export const USER_MESSAGES = {
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user. Please try again.',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user. Please try again.',
  loadFailed: 'Failed to load users. Please try again later.',
  /** The headline of the list's failed-load state (spec 8), over `loadFailed`. */
  loadDataFailed: 'Failed to load users data',
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  /** The server's limit on the universities one manager or moderator looks after. */
  tooManyUniversities: 'At most 100 universities',
  secondFactorReset: 'Two-step sign-in reset',
  secondFactorResetFailed: 'Failed to reset two-step sign-in. Please try again.',
} as const;

function serverMessage(error: unknown): string {
  return error instanceof ApiError ? error.message.trim() : '';
}

/** What a failed PATCH /admin/users/{id} says: the server's message, or the default. */
export function updateUserErrorMessage(error: unknown): string {
  return serverMessage(error) || USER_MESSAGES.updateFailed;
}

/** What a failed DELETE /admin/users/{id} says: the server's message, or the default. */
export function deleteUserErrorMessage(error: unknown): string {
  return serverMessage(error) || USER_MESSAGES.deleteFailed;
}

/** What a failed reset of someone's two-step sign-in says: the server's message, or the default. */
export function resetSecondFactorErrorMessage(error: unknown): string {
  return serverMessage(error) || USER_MESSAGES.secondFactorResetFailed;
}

/** The toast after a successful update: the server's words when they tell where a confirmation link went. */
export function updatedMessage(message: string, emailChangeSentTo?: string | null): string {
  const text = message.trim();
  return text && (emailChangeSentTo || /confirm/i.test(text)) ? text : USER_MESSAGES.updated;
}

/** The confirmation asked before a person is deleted. */
export function deleteConfirmation(name: string): string {
  return `Are you sure you want to delete ${name}? This action cannot be undone.`;
}

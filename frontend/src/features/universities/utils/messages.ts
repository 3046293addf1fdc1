import { ApiError } from '@/lib/api/errors';

/** Spec 8 ("Add, update and delete university") and the messages of the university screens. */
export const UNIVERSITY_MESSAGES = {
  added: 'University added successfully',
  addUnauthorized: 'Authentication failed. Please log in again.',
  addForbidden: 'You do not have permission to create universities. Admin or manager privileges required.',
  addInvalid: 'Invalid data provided',
  addFailed: 'Failed to add university',
  invalidResponse: 'Invalid response from server',
  updated: 'University updated successfully',
  updateFailed: 'Failed to update university. Please try again later.',
  deleted: 'University deleted successfully',
  deleteFailed: 'Failed to delete university. Please try again.',
  loadFailed: 'Failed to load universities. Please try again later.',
  loadError: 'An error occurred while loading universities',
  requestFailed: 'Failed to send your request. Please try again.',
  requestsLoadFailed: 'Failed to load university requests',
  declineFailed: 'Failed to decline the request. Please try again.',
  openingAlertFailed: 'Failed to save your request. Please try again.',
} as const;

/** The confirmation asked before an admin makes a manager's proposed domains the university's own. */
export function confirmDomainsQuestion(name: string, domains: string[]): string {
  return `Make ${domains.join(', ')} the e-mail domains of ${name}?`;
}

/** The toast after the proposed domains are confirmed. */
export function domainsConfirmedMessage(name: string): string {
  return `${name} is open: students with an address at its domains can join it.`;
}

/**
 * The toast after a university is added from a request: everyone who asked for it was e-mailed
 * when it can be joined, and will be once it opens otherwise.
 */
export function addedFromRequestMessage(name: string, open: boolean): string {
  return open
    ? `${name} was added. Everyone who requested it has been told.`
    : `${name} was added, not open yet: everyone who requested it is told when it opens.`;
}

/** The confirmation asked before a request is declined. */
export function declineConfirmation(name: string): string {
  return `Decline the request for ${name}? The requester is not e-mailed.`;
}

/** The toast after a request is declined. */
export function declinedMessage(name: string): string {
  return `The request for ${name} was declined.`;
}

/** What the decline confirmation says when the call fails (409: already answered; 404: gone). */
export function declineRequestErrorMessage(error: unknown): string {
  return serverMessage(error) || UNIVERSITY_MESSAGES.declineFailed;
}

function serverMessage(error: unknown): string {
  return error instanceof ApiError ? error.message.trim() : '';
}

/**
 * What a list of universities says when it cannot be loaded: the server refused (spec 8's 'Failed to
 * load universities…'), or no readable answer came at all ('An error occurred while loading universities').
 */
export function loadUniversitiesErrorMessage(error: unknown): string {
  return error instanceof ApiError ? UNIVERSITY_MESSAGES.loadFailed : UNIVERSITY_MESSAGES.loadError;
}

/** What the add form says when POST /universities fails. */
export function addUniversityErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return UNIVERSITY_MESSAGES.addUnauthorized;
    if (error.status === 403) return UNIVERSITY_MESSAGES.addForbidden;
    if (error.status === 400) return serverMessage(error) || UNIVERSITY_MESSAGES.addInvalid;
  }
  return serverMessage(error) || UNIVERSITY_MESSAGES.addFailed;
}

/** What the edit form says when PUT /universities/{id} fails: the server's message, or the default. */
export function updateUniversityErrorMessage(error: unknown): string {
  return serverMessage(error) || UNIVERSITY_MESSAGES.updateFailed;
}

/** What the delete confirmation says when DELETE /universities/{id} fails. */
export function deleteUniversityErrorMessage(error: unknown): string {
  return serverMessage(error) || UNIVERSITY_MESSAGES.deleteFailed;
}

/** The confirmation asked before a university is deleted. */
export function deleteConfirmation(name: string): string {
  return `Are you sure you want to delete ${name}? This action cannot be undone.`;
}

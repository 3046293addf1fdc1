import { ApiError } from '@/lib/api/errors';

import {
  addedFromRequestMessage,
  addUniversityErrorMessage,
  declineConfirmation,
  declineRequestErrorMessage,
  deleteConfirmation,
  deleteUniversityErrorMessage,
  loadUniversitiesErrorMessage,
  updateUniversityErrorMessage,
} from './messages';

describe('what the university forms say when a call fails (spec 8)', () => {
  it.each([
    [new ApiError('Please log in', 401), 'Authentication failed. Please log in again.'],
    [new ApiError('You do not have permission to do this', 403), 'You do not have permission to create universities. Admin or manager privileges required.'],
    [new ApiError('Description is required', 400), 'Description is required'],
    [new ApiError('', 400), 'Invalid data provided'],
    [new ApiError('Image must be less than 5MB', 413), 'Image must be less than 5MB'],
    [new ApiError('This page address is already used by another university', 409), 'This page address is already used by another university'],
    [new ApiError('', 500), 'Failed to add university'],
    [new TypeError('Failed to fetch'), 'Failed to add university'],
  ])('adding: %o shows %j', (error, message) => {
    expect(addUniversityErrorMessage(error)).toBe(message);
  });

  it.each([
    [new ApiError('University not found', 404), 'University not found'],
    [new ApiError('', 500), 'Failed to update university. Please try again later.'],
    [new TypeError('Failed to fetch'), 'Failed to update university. Please try again later.'],
  ])('updating: %o shows %j', (error, message) => {
    expect(updateUniversityErrorMessage(error)).toBe(message);
  });

  it.each([
    [new ApiError('This university still has student profiles or posts; it cannot be deleted', 409), 'This university still has student profiles or posts; it cannot be deleted'],
    [new ApiError('', 500), 'Failed to delete university. Please try again.'],
    [new TypeError('Failed to fetch'), 'Failed to delete university. Please try again.'],
  ])('deleting: %o shows %j', (error, message) => {
    expect(deleteUniversityErrorMessage(error)).toBe(message);
  });

  it.each([
    [new ApiError('boom', 500), 'Failed to load universities. Please try again later.'],
    [new ApiError('', 500), 'Failed to load universities. Please try again later.'],
    [new TypeError('Failed to fetch'), 'An error occurred while loading universities'],
  ])('loading the list: %o shows %j', (error, message) => {
    expect(loadUniversitiesErrorMessage(error)).toBe(message);
  });

  it('asks before deleting', () => {
    expect(deleteConfirmation('University of Michigan')).toBe(
      'Are you sure you want to delete University of Michigan? This action cannot be undone.',
    );
  });

  it.each([
    [new ApiError('This request was already answered', 409), 'This request was already answered'],
    [new ApiError('Request not found', 404), 'Request not found'],
    [new ApiError('', 500), 'Failed to decline the request. Please try again.'],
    [new TypeError('Failed to fetch'), 'Failed to decline the request. Please try again.'],
  ])('declining a request: %o shows %j', (error, message) => {
    expect(declineRequestErrorMessage(error)).toBe(message);
  });

  it('asks before declining a request, and says the requester is not told', () => {
    expect(declineConfirmation('Oberlin College')).toBe('Decline the request for Oberlin College? The requester is not e-mailed.');
  });
});

describe('addedFromRequestMessage', () => {
  it('says the requesters were e-mailed only when the university can be joined', () => {
    expect(addedFromRequestMessage('Oberlin College', true)).toBe(
      'Oberlin College was added. Everyone who requested it has been told.',
    );
    expect(addedFromRequestMessage('Oberlin College', false)).toBe(
      'Oberlin College was added, not open yet: everyone who requested it is told when it opens.',
    );
  });
});

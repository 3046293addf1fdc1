import { ApiError } from '@/lib/api/errors';

import { deleteUserErrorMessage, updatedMessage, updateUserErrorMessage } from './messages';

describe('the users screen messages (spec 2.6 and 8)', () => {
  it('shows the server’s reason when an update fails, else the default', () => {
    expect(updateUserErrorMessage(new ApiError('This email address is already in use', 409))).toBe(
      'This email address is already in use',
    );
    expect(updateUserErrorMessage(new ApiError('  ', 500))).toBe('Failed to update user. Please try again.');
    expect(updateUserErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to update user. Please try again.');
  });

  it('shows the server’s reason when a deletion fails, else the default', () => {
    expect(deleteUserErrorMessage(new ApiError('You cannot delete your own account', 400))).toBe(
      'You cannot delete your own account',
    );
    expect(deleteUserErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to delete user. Please try again.');
  });

  it('says where a confirmation link went after an e-mail change, else the plain success', () => {
    expect(updatedMessage('User updated. A confirmation link was sent to new@umich.edu', 'new@umich.edu')).toBe(
      'User updated. A confirmation link was sent to new@umich.edu',
    );
    expect(updatedMessage('Updated', null)).toBe('User updated successfully');
  });
});

import { ApiError } from '@/lib/api/errors';

import { loginErrorMessage, registerErrorMessage, serverMessageOr, verifyErrorMessage } from './error-messages';

describe('account error messages (spec 8)', () => {
  it('maps login failures and flags an unverified address', () => {
    expect(loginErrorMessage(new ApiError('Email not verified. Please check your inbox.', 403))).toEqual({
      message: 'Your email has not been verified. Please check your inbox for a verification link',
      notVerified: true,
    });
    expect(loginErrorMessage(new ApiError('', 500)).message).toBe('Login failed');
    expect(loginErrorMessage(new TypeError('Failed to fetch')).message).toBe('An error occurred during login');
  });

  it('maps registration failures, whatever else the server says becoming "Registration failed"', () => {
    expect(registerErrorMessage(new ApiError('Passwords do not match', 400))).toBe(
      'The passwords you entered do not match. Please try again.',
    );
    expect(registerErrorMessage(new ApiError('Please complete the reCAPTCHA verification.', 400))).toBe(
      'reCAPTCHA verification failed. Please refresh the page and try again.',
    );
    expect(registerErrorMessage(new ApiError('Username must be 3 to 30 characters long', 400))).toBe('Registration failed');
    expect(registerErrorMessage(new Error('boom'))).toBe('An error occurred during registration');
  });

  it('treats HTTP 429 specially for verification', () => {
    expect(verifyErrorMessage(new ApiError('anything', 429))).toBe('Too many verification attempts. Please try again later.');
    expect(verifyErrorMessage(new ApiError('Invalid verification link', 400))).toBe('Invalid verification link');
    expect(verifyErrorMessage(new Error('offline'))).toBe('Verification failed');
  });

  it('prefers the server message over the default', () => {
    expect(serverMessageOr(new ApiError('Too many requests', 429), 'An error occurred')).toBe('Too many requests');
    expect(serverMessageOr(new Error('x'), 'An error occurred')).toBe('An error occurred');
  });
});

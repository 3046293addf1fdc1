import { ApiError } from '@/lib/api/errors';

import { NO_TOKEN_MESSAGE } from '../api/exchange-google-code';

import {
  forgotErrorMessage,
  googleFailureReason,
  loginErrorMessage,
  registerErrorMessage,
  serverMessageOr,
  verifyErrorMessage,
} from './error-messages';

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
    expect(verifyErrorMessage(new ApiError('This verification link has expired.', 410))).toBe('This verification link has expired.');
    expect(verifyErrorMessage(new ApiError('', 400))).toBe('Verification failed');
  });

  it('says "Email verification failed" when the server fails or cannot be reached', () => {
    expect(verifyErrorMessage(new ApiError('Something went wrong on our side. Please try again.', 500))).toBe('Email verification failed');
    expect(verifyErrorMessage(new TypeError('Failed to fetch'))).toBe('Email verification failed');
  });

  it('keeps the forgot-password refusals, and says "Failed to send password reset email" otherwise', () => {
    expect(forgotErrorMessage(new ApiError('Too many requests', 429))).toBe('Too many requests');
    expect(forgotErrorMessage(new ApiError('Please enter your email address', 400))).toBe('Please enter your email address');
    expect(forgotErrorMessage(new ApiError('', 400))).toBe('Failed to send reset email');
    expect(forgotErrorMessage(new ApiError('Something went wrong on our side. Please try again.', 500))).toBe('Failed to send password reset email');
    expect(forgotErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to send password reset email');
  });

  it("gives the Google return the server's reason, the missing token, or 'Authentication error'", () => {
    expect(googleFailureReason(new ApiError('Google sign-in is not available', 404))).toBe('Google sign-in is not available');
    expect(googleFailureReason(new Error(NO_TOKEN_MESSAGE))).toBe(NO_TOKEN_MESSAGE);
    expect(googleFailureReason(new ApiError('Something went wrong on our side. Please try again.', 502))).toBe('Authentication error');
    expect(googleFailureReason(new TypeError('Failed to fetch'))).toBe('Authentication error');
  });

  it('prefers the server message over the default', () => {
    expect(serverMessageOr(new ApiError('Too many requests', 429), 'An error occurred')).toBe('Too many requests');
    expect(serverMessageOr(new Error('x'), 'An error occurred')).toBe('An error occurred');
  });
});

import type { components } from './generated/schema';

export const GENERIC_ERROR_MESSAGE = 'An error occurred';

/** The server's failure envelope: `{ success: false, error: "...", fields?: {...} }`. */
export type ApiErrorBody = components['schemas']['ErrorBody'];

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof value.error === 'string'
  );
}

/** The server's `error` text for a failed call, or 'An error occurred' (spec section 7). */
export function getErrorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (isApiErrorBody(error) && error.error.trim() !== '') return error.error;
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/**
 * True when the server refused a call for a reason of its own (a 4xx: an expired link, a rate limit, a
 * validation message), whose words the screen can show. False when the call failed unexpectedly: the
 * server could not be reached, or it answered 5xx (whose words are only a generic apology), when the
 * screen says what failed in its own words.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500;
}

/** Per-field messages from the envelope, if the server sent any. */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (isApiErrorBody(error) && error.fields) return error.fields;
  if (error instanceof ApiError) return error.fields;
  return {};
}

/** Thrown by `unwrap` so react-query sees failed calls as errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/**
 * Turns an openapi-fetch result into its data, or throws an ApiError carrying the server's message
 * (or `fallback` when the answer has none). Usage: `const body = unwrap(await api.GET('/health'))`.
 */
export function unwrap<T>(
  result: { data?: T; error?: unknown; response: Response },
  fallback: string = GENERIC_ERROR_MESSAGE,
): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new ApiError(getErrorMessage(result.error, fallback), result.response.status, getFieldErrors(result.error));
}

/**
 * For a call answered with no body (204): throws an ApiError carrying the server's message (or
 * `fallback`) unless it succeeded. Usage: `expectNoContent(await api.DELETE('/blocks/{id}', ...))`.
 */
export function expectNoContent(result: { error?: unknown; response: Response }, fallback: string = GENERIC_ERROR_MESSAGE): void {
  if (result.response.ok) return;
  throw new ApiError(getErrorMessage(result.error, fallback), result.response.status, getFieldErrors(result.error));
}

/** Business constants from the product spec (section 9). */
export const API_BASE_PATH = '/api/v1';
export const TOKEN_STORAGE_KEY = 'token';
export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const PLACEHOLDER_AVATAR = '/images/placeholder-avatar.svg';
export const APP_NAME = 'Quad';
/** After a successful e-mail verification or password reset, the page moves on to / after this. */
export const AUTH_REDIRECT_DELAY_MS = 3000;
/** "Continue with Google" is a full page navigation to the server, which redirects to Google. */
export const GOOGLE_SIGN_IN_URL = `${API_BASE_PATH}/auth/google`;
/** Google's reCAPTCHA v2 script, rendered explicitly into the login and registration forms. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** Logos and post images: at most 5 MB (spec 5 and 9). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A university has at most this many e-mail domains (issue 23). */
export const MAX_EMAIL_DOMAINS = 10;
/** The admin universities table shows this many characters of a description, then '...'. */
export const DESCRIPTION_PREVIEW_LENGTH = 20;
/** Search boxes ask the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Universities per page: the admin table, and the public and manager grids. */
export const ADMIN_UNIVERSITIES_PAGE_SIZE = 20;
export const UNIVERSITIES_PAGE_SIZE = 24;
/** People per page on the admin users screen. */
export const ADMIN_USERS_PAGE_SIZE = 20;

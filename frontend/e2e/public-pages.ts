/** Every public page with its h1, for the link, accessibility and 404 journeys. */
export const contentPages = [
  { path: '/', heading: /find your people/i },
  { path: '/about', heading: /campus life starts/i },
  { path: '/contact', heading: /here to help/i },
  { path: '/help', heading: /how can we help/i },
  { path: '/safety', heading: 'Safety Tips' },
  { path: '/directory', heading: 'University Directory' },
  { path: '/guide', heading: /roommate guide/i },
  { path: '/guidelines', heading: 'Content Guidelines' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/universities', heading: 'Universities' },
] as const;

/** The account screens of spec 2.4 as a guest sees them. */
export const accountPages = [
  { path: '/login', heading: 'Log in to Quad' },
  { path: '/register', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password/some-token', heading: 'Choose a new password' },
  { path: '/registration-success', heading: 'Check your email' },
  { path: '/auth/google/callback', heading: 'Sign-in failed' },
] as const;

/** The guarded staff areas: a guest is sent to the login page. */
export const guardedPages = [
  '/admin',
  '/admin/users',
  '/manager',
  '/manager/schedule',
  '/profile',
  '/profile/create',
  '/create',
  '/profile/edit',
  '/profile/pending',
  '/profile/data-management',
  '/settings',
  '/roommates',
  '/saved',
  '/notifications',
  '/submit',
  '/submissions',
  '/home',
  '/messages',
] as const;

export const NOT_FOUND_HEADING = 'Page not found';

/** A signed-in user for journeys that mock GET /api/v1/auth/me. */
export const sampleAdmin = {
  id: '0190c1a2-0000-7000-8000-0000000000aa',
  username: 'alex_admin',
  email: 'alex@umich.edu',
  firstName: 'Alex',
  lastName: 'Morgan',
  role: 'admin',
  isAdmin: true,
  status: 'active',
  profileImage: null,
  emailVerified: true,
  createdAt: '2025-06-12T10:00:00Z',
} as const;

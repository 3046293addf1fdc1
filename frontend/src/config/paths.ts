/** Every route the SPA links to, in one place (spec section 2.1). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  registrationSuccess: '/registration-success',
  googleCallback: '/auth/google/callback',
  profile: '/profile',
  profileCreate: '/profile/create',
  profileEdit: '/profile/edit',
  profilePending: '/profile/pending',
  dataManagement: '/profile/data-management',
  createPost: '/create',
  universities: '/universities',
  roommates: '/roommates',
  submit: '/submit',
  /** The student's own submissions, each on its timeline (issue 25). */
  submissions: '/submissions',
  saved: '/saved',
  /** The students a student is connected with, their requests, and whom they blocked (issue 26). */
  connections: '/connections',
  settings: '/settings',
  /** Staff set up two-step sign-in (an authenticator app's codes) here, and see whether it is on. */
  twoStep: '/settings/two-step',
  notifications: '/notifications',
  /** The unsubscribe link of a notification e-mail, `/unsubscribe/{token}` (`unsubscribePath`); public. */
  unsubscribe: '/unsubscribe',
  /** The student's conversations with their connections; each at `/messages/{id}` (`conversationPath`). */
  messages: '/messages',
  feed: '/home',
  admin: '/admin',
  adminUniversities: '/admin/universities',
  adminUsers: '/admin/users',
  adminProfiles: '/admin/profiles',
  adminAnalytics: '/admin/analytics',
  adminActivity: '/admin/activity',
  /** The next weekly newsletter issue, as admins preview it. */
  adminNewsletter: '/admin/newsletter',
  manager: '/manager',
  managerInstagram: '/manager/instagram',
  managerUniversities: '/manager/universities',
  managerSchedule: '/manager/schedule',
  /** Students' submitted content to review, and takedowns (issue 25), in the manager area… */
  managerContent: '/manager/content',
  moderation: '/moderation',
  /** …and in the moderation workspace. */
  moderationContent: '/moderation/content',
  /** What students reported: profiles, messages and featured posts (issue 26). */
  moderationReports: '/moderation/reports',
  about: '/about',
  contact: '/contact',
  help: '/help',
  safety: '/safety',
  directory: '/directory',
  guide: '/guide',
  guidelines: '/guidelines',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;

/** Settings, scrolled to the University e-mail card with its form open (the profile wizard links here). */
export const ADD_UNIVERSITY_EMAIL_PARAM = 'universityEmail';
export const addUniversityEmailPath = `${paths.settings}?${ADD_UNIVERSITY_EMAIL_PARAM}=add`;

/** The e-mailed links' pages, with their secret. */
export const resetPasswordPath = (resetToken: string) => `/reset-password/${encodeURIComponent(resetToken)}`;
export const verifyEmailPath = (verificationToken: string) =>
  `/verify-email/${encodeURIComponent(verificationToken)}`;
export const unsubscribePath = (token: string) => `${paths.unsubscribe}/${encodeURIComponent(token)}`;

/** A university's details (`/universities/{id}`) and its own page (`/{slug}`, lowercased). */
export const universityDetailsPath = (id: string) => `/universities/${encodeURIComponent(id)}`;
export const universityPagePath = (slug: string) => `/${encodeURIComponent(slug.toLowerCase())}`;
/** The submit form with a university chosen (`?university=`), from that university's page. */
export const submitPath = (universityId: string) => `${paths.submit}?university=${encodeURIComponent(universityId)}`;
/** The manager's Instagram posts screen with a university chosen. */
export const managerInstagramPath = (universityId: string) =>
  `${paths.managerInstagram}?university=${encodeURIComponent(universityId)}`;
/** One student's page on the roommate list. */
export const roommatePath = (id: string) => `/roommates/${encodeURIComponent(id)}`;
/** Connections' Blocked tab: whom the viewer blocked, each with Unblock. */
export const blockedStudentsPath = `${paths.connections}?tab=blocked`;
/** One conversation of Messages (issue 26). */
export const conversationPath = (conversationId: string) => `${paths.messages}/${encodeURIComponent(conversationId)}`;

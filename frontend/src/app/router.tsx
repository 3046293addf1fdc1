import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { RequireAdmin, RequireAuth, RequireManager, RequireModerator } from '@/lib/authorization';

import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './routes/route-error';

/** Route modules default-export their component; this adapts them to react-router's `lazy`. */
const load = (importer: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await importer();
  return { Component: module.default };
};

/** The signed-in students' screens of spec 2.1 and the later issues, and their home. */
const studentPages: RouteObject[] = [
  // Spec 2.1: finding a roommate and keeping some for later, for signed-in students (the pages say why when the profile is not approved).
  {
    element: <RequireAuth />,
    children: [
      { path: 'roommates', lazy: load(() => import('./routes/roommates')) },
      { path: 'roommates/:id', lazy: load(() => import('./routes/roommates-detail')) },
      // Issue 24: the students a student saved for later.
      { path: 'saved', lazy: load(() => import('./routes/saved')) },
      // Issue 26: the students a student is connected with, the requests between them and others, and blocks.
      { path: 'connections', lazy: load(() => import('./routes/connections')) },
      // What happened to the person's profile, requests and account, kept current by the live stream.
      { path: 'notifications', lazy: load(() => import('./routes/notifications')) },
      // Issue 25: photos sent to be featured on the university's page and Instagram, and where each stands.
      { path: 'submit', lazy: load(() => import('./routes/submit')) },
      { path: 'submissions', lazy: load(() => import('./routes/submissions')) },
      // Issue 26: conversations between connected students, kept current by the live stream.
      { path: 'messages', lazy: load(() => import('./routes/messages')) },
      { path: 'messages/:conversationId', lazy: load(() => import('./routes/messages-thread')) },
    ],
  },
  // The signed-in student's home: profile status, best matches, university, next steps.
  { element: <RequireAuth />, children: [{ path: 'home', lazy: load(() => import('./routes/home')) }] },
];

/** Spec 2.5 and /settings: the profile and account screens, for signed-in people only. */
const profilePages: RouteObject = {
  element: <RequireAuth />,
  children: [
    { path: 'profile', lazy: load(() => import('./routes/profile/view')) },
    { path: 'profile/create', lazy: load(() => import('./routes/profile/create')) },
    { path: 'create', lazy: load(() => import('./routes/profile/create')) },
    { path: 'profile/edit', lazy: load(() => import('./routes/profile/edit')) },
    { path: 'profile/pending', lazy: load(() => import('./routes/profile/pending')) },
    { path: 'profile/data-management', lazy: load(() => import('./routes/profile/data-management')) },
    { path: 'settings', lazy: load(() => import('./routes/settings')) },
    // Staff turn on two-step sign-in here; sign-in sends admins (and offers other staff) here until it is on.
    { path: 'settings/two-step', lazy: load(() => import('./routes/two-step')) },
  ],
};

/** Spec 2.4: the account screens. */
const accountPages: RouteObject[] = [
  { path: 'login', lazy: load(() => import('./routes/auth/login')) },
  { path: 'register', lazy: load(() => import('./routes/auth/register')) },
  { path: 'registration-success', lazy: load(() => import('./routes/auth/registration-success')) },
  { path: 'forgot-password', lazy: load(() => import('./routes/auth/forgot-password')) },
  { path: 'reset-password/:resetToken', lazy: load(() => import('./routes/auth/reset-password')) },
  // Without its secret the verification page says the link is invalid.
  { path: 'verify-email', lazy: load(() => import('./routes/auth/verify-email')) },
  { path: 'verify-email/:verificationToken', lazy: load(() => import('./routes/auth/verify-email')) },
  // The link mailed to a new address from Settings; it works in any browser, signed in or not.
  { path: 'confirm-email', lazy: load(() => import('./routes/auth/confirm-email')) },
  { path: 'confirm-email/:token', lazy: load(() => import('./routes/auth/confirm-email')) },
  // The link mailed to a university address from Settings; it too works signed in or not.
  { path: 'confirm-university-email', lazy: load(() => import('./routes/auth/confirm-university-email')) },
  { path: 'confirm-university-email/:token', lazy: load(() => import('./routes/auth/confirm-university-email')) },
  { path: 'auth/google/callback', lazy: load(() => import('./routes/auth/google-callback')) },
];

/** Spec 2.6, 2.7 and 4: the guarded staff areas, each in its shell (sidebar, mobile menu), loaded with the area. */
const staffAreas: RouteObject[] = [
  {
    path: 'admin',
    element: <RequireAdmin />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          { index: true, lazy: load(() => import('./routes/admin/dashboard')) },
          { path: 'universities', lazy: load(() => import('./routes/admin/universities')) },
          { path: 'users', lazy: load(() => import('./routes/admin/users')) },
          { path: 'profiles', lazy: load(() => import('./routes/admin/profiles')) },
          { path: 'analytics', lazy: load(() => import('./routes/admin/analytics')) },
          { path: 'activity', lazy: load(() => import('./routes/admin/activity')) },
          { path: 'newsletter', lazy: load(() => import('./routes/admin/newsletter')) },
          { path: '*', lazy: load(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
  {
    path: 'manager',
    element: <RequireManager />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/manager-layout')).ManagerLayout }),
        children: [
          { index: true, lazy: load(() => import('./routes/manager/dashboard')) },
          { path: 'instagram', lazy: load(() => import('./routes/manager/instagram')) },
          { path: 'universities', lazy: load(() => import('./routes/manager/universities')) },
          { path: 'schedule', lazy: load(() => import('./routes/manager/schedule')) },
          { path: 'content', lazy: load(() => import('./routes/manager/content')) },
          { path: '*', lazy: load(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
  {
    path: 'moderation',
    element: <RequireModerator />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/moderation-layout')).ModerationLayout }),
        children: [
          { index: true, lazy: load(() => import('./routes/moderation/queue')) },
          { path: 'content', lazy: load(() => import('./routes/moderation/content')) },
          { path: 'reports', lazy: load(() => import('./routes/moderation/reports')) },
          { path: '*', lazy: load(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/** Spec 2.3 and 2.5: browsing universities, and each university's own page. */
const universityPages: RouteObject[] = [
  { path: 'universities', lazy: load(() => import('./routes/universities/list')) },
  { path: 'universities/:id', lazy: load(() => import('./routes/universities/details')) },
  // Any other single-segment path is a university's page address; no such university shows the 404 page.
  { path: ':slug', lazy: load(() => import('./routes/university-page')) },
];

/** Every page but the landing one, inside the layout that gives them the react-query client. */
const pages: RouteObject[] = [
  { path: 'about', lazy: load(() => import('./routes/info/about')) },
  { path: 'contact', lazy: load(() => import('./routes/info/contact')) },
  { path: 'help', lazy: load(() => import('./routes/info/help')) },
  { path: 'safety', lazy: load(() => import('./routes/info/safety')) },
  { path: 'directory', lazy: load(() => import('./routes/info/directory')) },
  { path: 'guide', lazy: load(() => import('./routes/info/guide')) },
  { path: 'guidelines', lazy: load(() => import('./routes/info/guidelines')) },
  { path: 'faq', lazy: load(() => import('./routes/info/faq')) },
  { path: 'privacy', lazy: load(() => import('./routes/legal/privacy')) },
  { path: 'terms', lazy: load(() => import('./routes/legal/terms')) },
  { path: 'cookies', lazy: load(() => import('./routes/legal/cookies')) },
  // The link mailed to a newsletter subscriber; without its secret the page says the link is not valid.
  { path: 'newsletter/confirm', lazy: load(() => import('./routes/newsletter/confirm')) },
  { path: 'newsletter/confirm/:token', lazy: load(() => import('./routes/newsletter/confirm')) },
  // A subscriber's own page, the link at the foot of every issue: which universities, or unsubscribe.
  { path: 'newsletter/unsubscribe', lazy: load(() => import('./routes/newsletter/unsubscribe')) },
  { path: 'newsletter/unsubscribe/:token', lazy: load(() => import('./routes/newsletter/unsubscribe')) },
  // The unsubscribe link of a notification e-mail, signed in or not; without its secret the page says it is not valid.
  { path: 'unsubscribe', lazy: load(() => import('./routes/unsubscribe')) },
  { path: 'unsubscribe/:token', lazy: load(() => import('./routes/unsubscribe')) },
  ...accountPages,
  ...staffAreas,
  profilePages,
  ...studentPages,
  ...universityPages,
  { path: '*', lazy: load(() => import('./routes/not-found')) },
];

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // A guest's landing page reads no server data before it has painted (its figures come after),
          // so react-query is not part of the first visit.
          { index: true, lazy: load(() => import('./routes/landing')) },
          { lazy: async () => ({ Component: (await import('./query-provider')).QueryLayout }), children: pages },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

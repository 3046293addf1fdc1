import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { Spinner } from '@/components/ui/spinner';

import { PublicLayout } from './layouts/public-layout';
import type { ComingSoonHandle } from './routes/coming-soon';
import { RouteError } from './routes/route-error';

/** Route modules default-export their component; this adapts them to react-router's `lazy`. */
const load = (importer: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await importer();
  return { Component: module.default };
};

const comingSoon = (path: string, feature: string, description: string): RouteObject => ({
  path,
  handle: { comingSoon: { feature, description } } satisfies ComingSoonHandle,
  lazy: load(() => import('./routes/coming-soon')),
});

/** Routes of spec 2.1 whose screens arrive with later issues. */
const upcoming: RouteObject[] = [
  comingSoon('login', 'Log In', 'Sign in to your Quad account with your email or Google.'),
  comingSoon('register', 'Sign Up', 'Create your free Quad account with your university email address.'),
  comingSoon('forgot-password', 'Forgot Password', 'Request a link to reset your password by email.'),
  comingSoon('reset-password/:resetToken', 'Reset Password', 'Choose a new password for your Quad account.'),
  comingSoon('verify-email/:verificationToken', 'Email Verification', 'Confirm your email address to activate your account.'),
  comingSoon('registration-success', 'Registration Complete', 'Find out what to do after you sign up.'),
  comingSoon('auth/google/callback', 'Google Sign-In', 'Sign in to Quad with your Google account.'),
  comingSoon('profile', 'My Profile', 'See your roommate profile and its approval status.'),
  comingSoon('profile/create', 'Create Profile', 'Build your roommate profile with photos, your major and your lifestyle.'),
  comingSoon('create', 'Create Post', 'Create a post and your roommate profile in a few guided steps.'),
  comingSoon('profile/edit', 'Edit Profile', 'Update your photos, details and roommate preferences.'),
  comingSoon('profile/pending', 'Profile Status', 'Follow the review of your profile (usually 24 to 48 hours).'),
  comingSoon('profile/data-management', 'Data Management', 'Export your data or delete your account.'),
  comingSoon('universities', 'Universities', 'Browse the universities on Quad and join yours.'),
  comingSoon('universities/:id', 'University Details', "See a university's community, roommates and featured posts."),
  comingSoon('roommates', 'Find Roommates', 'Browse approved profiles of students looking for a roommate.'),
  comingSoon('submit', 'Submit Content', "Send a photo and caption to be featured on your university's Instagram."),
  comingSoon('saved', 'Saved', 'Find the profiles and posts you saved for later.'),
  comingSoon('settings', 'Settings', 'Manage your account, password and notification preferences.'),
  comingSoon('notifications', 'Notifications', 'Catch up on matches, messages and profile updates.'),
  comingSoon('messages', 'Messages', 'Chat with potential roommates.'),
  comingSoon('home', 'Your Feed', 'Your personalised feed of roommates and posts from your university.'),
  comingSoon('admin/*', 'Admin Dashboard', 'Review profiles and manage universities and users.'),
  comingSoon('manager/*', 'Instagram Manager', "Schedule and publish posts to each university's Instagram account."),
];

const pages: RouteObject[] = [
  { index: true, lazy: load(() => import('./routes/landing')) },
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
  ...upcoming,
  // A university's own page (/:slug) arrives later; until then unknown paths are a 404.
  { path: '*', lazy: load(() => import('./routes/not-found')) },
];

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <Spinner />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

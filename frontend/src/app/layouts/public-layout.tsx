import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

import { SiteHeader } from '@/components/layout/site-header';
import { useBrowserIdle } from '@/hooks/use-browser-idle';
import { useSession } from '@/lib/auth';

import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// The footer, its newsletter form and that form's libraries load once the page has painted. Nothing
// follows the footer, so its arrival moves nothing on the screen.
const PublicFooter = lazy(() => import('./public-footer'));
// Whether a signed-in person has a roommate profile, for the header's account menus: loaded when a
// signed-in part of the header first shows.
const HeaderProfileState = lazy(() => import('./profile-state'));
// The live stream (notifications, connections, messages), for a full session only, once the page has painted.
const LiveUpdates = lazy(() => import('./live-updates'));

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-gradient-to-r from-brand-500 via-fuchsia-500 to-brand-500"
    />
  );
}

/** Header, content and footer around every public page (spec 2.1). */
export function PublicLayout() {
  const idle = useBrowserIdle();
  const signedIn = useSession((state) => state.isAuthenticated);
  const personId = useSession((state) => state.user?.id);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader accountProvider={HeaderProfileState} />
      {/* At least a screen below the header: the footer, which comes once the page has painted,
          arrives below the first screen instead of moving into it. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 focus:outline-none">
        <Outlet />
      </main>
      {idle && (
        <Suspense fallback={null}>
          <PublicFooter />
        </Suspense>
      )}
      {idle && signedIn && (
        <Suspense fallback={null}>
          {/* Another person signed in here starts a stream of their own. */}
          <LiveUpdates key={personId} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}

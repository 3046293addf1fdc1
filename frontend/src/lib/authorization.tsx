import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';

import { canAccessAdmin, canAccessManager, canModerate, homePathFor, useSession, type User } from './auth';
import { loginPathReturningTo } from './return-to';

// Seen only by signed-in people on a staff page their role may not open: loaded then.
const ForbiddenPage = lazy(async () => ({ default: (await import('@/components/layout/forbidden-page')).ForbiddenPage }));

/**
 * Pages for signed-out people (login, registration…): while the session is being checked a spinner
 * shows; a signed-in person sees `signedIn` instead, by default a redirect (replace) to their home
 * (`homePathFor`). The app passes the student's next step (features/profiles' NextStepRedirect).
 */
export function GuestOnly({ signedIn, children }: { signedIn?: ReactNode; children: ReactNode }) {
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  if (loading) return <Spinner label="Checking your session…" />;
  if (isAuthenticated) return signedIn ?? <Navigate to={homePathFor(user)} replace />;
  return children;
}

interface RequireRoleProps {
  allows: (user: User | null) => boolean;
  /** Whom the area is for, said to a signed-in person who may not enter. */
  audience: string;
}

/** A guest on a page that needs a session: to /login, which brings them back here once signed in. */
function ToLogin() {
  const location = useLocation();
  return <Navigate to={loginPathReturningTo(location)} replace />;
}

/**
 * A staff area (spec 4, 6): a spinner while the session loads, guests to /login, a signed-in person
 * without the role the "no access" page (issue 12), everyone else in.
 */
function RequireRole({ allows, audience }: RequireRoleProps) {
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  if (loading) return <Spinner label="Checking your access…" />;
  if (!isAuthenticated) return <ToLogin />;
  if (!allows(user)) {
    return (
      <Suspense fallback={<Spinner label="Checking your access…" />}>
        <ForbiddenPage audience={audience} />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** The admin area: admins only. */
export function RequireAdmin() {
  return <RequireRole allows={canAccessAdmin} audience="admins" />;
}

/** The manager area: Instagram managers and admins. */
export function RequireManager() {
  return <RequireRole allows={canAccessManager} audience="Instagram managers and admins" />;
}

/** The moderation workspace: moderators and admins. */
export function RequireModerator() {
  return <RequireRole allows={canModerate} audience="moderators and admins" />;
}

/** Pages for any signed-in person (the profile screens): spinner while loading, guests to /login. */
export function RequireAuth() {
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (loading) return <Spinner label="Checking your session…" />;
  if (!isAuthenticated) return <ToLogin />;
  return <Outlet />;
}

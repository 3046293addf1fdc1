import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { canAccessAdmin, canAccessManager, homePathFor, useSession } from './auth';

/**
 * Pages for signed-out people (login, registration…): while the session is being checked a spinner
 * shows; a signed-in person sees `signedIn` instead, by default a redirect (replace) to their home
 * (/admin or /). The app passes the student's next step (features/profiles' NextStepRedirect).
 */
export function GuestOnly({ signedIn, children }: { signedIn?: ReactNode; children: ReactNode }) {
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  if (loading) return <Spinner label="Checking your session…" />;
  if (isAuthenticated) return signedIn ?? <Navigate to={homePathFor(user)} replace />;
  return children;
}

/** The admin area (spec 4): spinner while loading, guests to /login, signed-in non-admins to /. */
export function RequireAdmin() {
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  if (loading) return <Spinner label="Checking your access…" />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace />;
  if (!canAccessAdmin(user)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** The manager area (spec 4): managers and admins enter; anyone else goes to /login. */
export function RequireManager() {
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  if (loading) return <Spinner label="Checking your access…" />;
  if (!isAuthenticated || !canAccessManager(user)) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Pages for any signed-in person (the profile screens): spinner while loading, guests to /login. */
export function RequireAuth() {
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (loading) return <Spinner label="Checking your session…" />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

import { Navigate, useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { GoogleCallbackStatus } from '@/features/auth/components/google-callback-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/auth';

/**
 * /auth/google/callback (spec 2.4): a new token always wins (it is stored and the app reloads);
 * without one, a person who is already signed in goes to / (replace).
 */
export default function GoogleCallbackRoute() {
  useDocumentTitle('Google Sign-In');
  const [search] = useSearchParams();
  const token = search.get('token');
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);

  if (!token) {
    if (loading) return <Spinner label="Checking your session…" />;
    if (isAuthenticated) return <Navigate to={paths.home} replace />;
  }
  return <GoogleCallbackStatus token={token} error={search.get('error')} />;
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { GoogleCallbackStatus } from '@/features/auth/components/google-callback-status';
import { NextStepRedirect } from '@/features/profiles/components/next-step-redirect';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/auth';

/**
 * /auth/google/callback (spec 2.4): a one-time `?code=` always wins (it is exchanged for a session and
 * the app reloads); without one, a person who is already signed in goes on to their next step (replace). A `?token=`
 * is never read: a session token in a URL could sign a victim into someone else's account.
 */
export default function GoogleCallbackRoute() {
  useDocumentTitle('Google Sign-In');
  const [search] = useSearchParams();
  // Read once: the status takes the code out of the address bar straight away.
  const [code] = useState(() => search.get('code'));
  const loading = useSession((state) => state.loading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);

  if (!code) {
    if (loading) return <Spinner label="Checking your session…" />;
    if (isAuthenticated) return <NextStepRedirect />;
  }
  return <GoogleCallbackStatus code={code} error={search.get('error')} />;
}

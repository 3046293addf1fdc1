import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/** Spec 8's default when the server does not confirm the end of the session. */
export const LOGOUT_FAILED_MESSAGE = 'Logout failed';

/** How long the failure stays up: it has two sentences to read. */
const LOGOUT_FAILED_TOAST_MS = 10_000;

function LogoutFailedToast() {
  return (
    <div>
      <p className="font-semibold">{LOGOUT_FAILED_MESSAGE}</p>
      <p className="mt-1 text-sm">
        You are signed out on this browser, but the server did not confirm it. To end that session too, sign in
        again and choose &ldquo;Sign out of all other sessions&rdquo; in Settings.
      </p>
    </div>
  );
}

/** Loaded when needed, as the app's toasts are (./app/toasts.tsx): react-toastify stays out of the first load. */
async function toastLogoutFailed() {
  const { toast } = await import('react-toastify');
  toast.error(<LogoutFailedToast />, { toastId: 'logout-failed', autoClose: LOGOUT_FAILED_TOAST_MS });
}

/**
 * Signs the person out and goes to /login (spec 2.2, 2.6). The session on this browser is forgotten
 * whatever the server answers (a shared browser must never keep the previous person signed in); when
 * the server did not confirm the end of the session, a toast says 'Logout failed' and how to end it.
 */
export function useSignOut({ replace = false }: { replace?: boolean } = {}) {
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  return useCallback(async () => {
    const ended = await logout();
    await navigate(paths.login, { replace });
    if (!ended) await toastLogoutFailed();
  }, [logout, navigate, replace]);
}

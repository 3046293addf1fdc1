import { useSearchParams } from 'react-router';

import { GoogleIcon } from '@/components/ui/social-icons';
import { GOOGLE_SIGN_IN_URL } from '@/config/constants';
import { rememberReturnForGoogle, RETURN_PARAM } from '@/lib/return-to';

/**
 * "Continue with Google" and the "or" divider under it. A plain link: the browser leaves the app for
 * the server, which sends it on to Google and back to /auth/google/callback, which returns to the
 * page the login was asked for.
 */
export function GoogleSignIn({ dividerLabel }: { dividerLabel: string }) {
  const [searchParams] = useSearchParams();
  return (
    <div>
      <a
        href={GOOGLE_SIGN_IN_URL}
        // Where the person was going survives the round trip through Google (this tab only).
        onClick={() => rememberReturnForGoogle(searchParams.get(RETURN_PARAM))}
        className="flex w-full items-center justify-center gap-3 rounded-full bg-white px-5 py-3 text-base font-semibold text-slate-800 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        <GoogleIcon className="size-5" />
        Continue with Google
      </a>
      <div className="relative my-7 flex items-center" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        <span className="px-4 text-sm text-slate-500">{dividerLabel}</span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}

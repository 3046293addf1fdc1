import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';
import { twoStepPathReturningTo } from '@/lib/return-to';

import { useSecondFactor, type SecondFactorStatus } from '../api/get-second-factor';
import { TWO_STEP_MESSAGES } from '../utils/messages';

/**
 * Whether the server refuses this admin's admin tools: their session did not prove two-step sign-in.
 * The server answers the state itself with the same 403 as every admin call then; any other failure
 * leaves the pages to say what went wrong.
 */
function refused(status: { data?: SecondFactorStatus; error: unknown }): boolean {
  if (status.data) return !status.data.sessionVerified;
  return status.error instanceof ApiError && status.error.status === 403;
}

/**
 * The admin area's pages; for an admin whose session did not prove two-step sign-in (the server then
 * refuses every admin call), what to do instead, with the way to set it up. Other staff pass (only
 * admins need it).
 */
export function AdminTwoStepGate({ children }: { children: ReactNode }) {
  const admin = useSession((state) => state.user?.role === 'admin');
  const status = useSecondFactor({ enabled: admin });
  const location = useLocation();
  if (!admin) return children;
  if (status.isPending) return <Spinner label="Checking your access…" />;
  if (!refused(status)) return children;

  const on = status.data?.on ?? false;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <section className="rounded-2xl bg-white p-6 ring-1 ring-amber-200 sm:p-8">
        <ShieldAlert aria-hidden="true" className="size-8 text-amber-600" />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900">Two-step sign-in needed</h1>
        {on ? (
          <p className="mt-2 text-slate-600">
            This session did not confirm a code from your authenticator app. To use admin tools, sign out and sign in
            again with a code.
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-600">{TWO_STEP_MESSAGES.adminRequired}</p>
            <ButtonLink to={twoStepPathReturningTo(`${location.pathname}${location.search}`)} className="mt-6">
              Set up two-step sign-in
            </ButtonLink>
          </>
        )}
      </section>
    </div>
  );
}

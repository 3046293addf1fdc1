import { ShieldAlert, ShieldCheck } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import type { SecondFactorStatus } from '../api/get-second-factor';

/** At or below this many recovery codes left, the page warns. */
export const FEW_RECOVERY_CODES = 3;

interface TwoStepOnProps {
  status: SecondFactorStatus;
  /** Where the person was going when sign-in sent them here. */
  next: string | null;
}

function recoveryCodesLeft(count: number): string {
  if (count === 0) return 'You have no recovery codes left.';
  return `You have ${count} recovery code${count === 1 ? '' : 's'} left.`;
}

/** Two-step sign-in is on: the recovery codes left, and what admins need. */
export function TwoStepOn({ status, next }: TwoStepOnProps) {
  const few = status.recoveryCodesLeft <= FEW_RECOVERY_CODES;
  const resetter = status.required ? 'another admin' : 'an admin';
  return (
    <section aria-labelledby="two-step-on-title" className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 id="two-step-on-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" /> Two-step sign-in is on
      </h2>
      <div className="space-y-2 text-sm text-slate-600">
        <p>Each time you sign in, Quad asks for the 6-digit code from your authenticator app.</p>
        {status.required && <p>Admins keep two-step sign-in on to use admin tools.</p>}
        {!few && <p>{recoveryCodesLeft(status.recoveryCodesLeft)} Each one signs you in once if you lose your phone.</p>}
      </div>
      {few && (
        <div role="note" className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          <p>
            <span className="font-semibold">{recoveryCodesLeft(status.recoveryCodesLeft)}</span> Keep your authenticator
            app safe, and ask {resetter} to reset your two-step sign-in if you lose your phone and run out of codes.
          </p>
        </div>
      )}
      {status.required && !status.sessionVerified && (
        <div role="note" className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          <p>This session did not confirm a code. To use admin tools, sign out and sign in again with a code from your app.</p>
        </div>
      )}
      <ButtonLink to={next ?? paths.settings} variant={next ? 'primary' : 'ghost'}>
        {next ? 'Continue' : 'Back to Settings'}
      </ButtonLink>
    </section>
  );
}

import { ShieldAlert, Smartphone } from 'lucide-react';

import { FailureAlert } from '@/components/form/form-alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { TWO_STEP_MESSAGES } from '../utils/messages';

interface TwoStepIntroProps {
  /** Admins: admin tools wait until it is on. */
  required: boolean;
  /** Where the person was going when sign-in sent them here; "Not now" goes there where it is only offered. */
  next: string | null;
  onStart: () => void;
  starting: boolean;
  /** Why starting failed, with a new `attempt` per failure. */
  failure: { message: string; attempt: number } | null;
}

/** Two-step sign-in is off: what it is, and "Set up two-step sign-in". */
export function TwoStepIntro({ required, next, onStart, starting, failure }: TwoStepIntroProps) {
  return (
    <section aria-labelledby="two-step-off-title" className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      {required && (
        <div role="note" className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          <p>{TWO_STEP_MESSAGES.adminRequired}</p>
        </div>
      )}
      <h2 id="two-step-off-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Smartphone aria-hidden="true" className="size-5 shrink-0" /> Two-step sign-in is off
      </h2>
      <div className="space-y-2 text-sm text-slate-600">
        <p>
          With two-step sign-in, each time you sign in to Quad you also enter a 6-digit code from an authenticator app on
          your phone. Someone who learns your password cannot sign in as you without it.
        </p>
        <p>You will need an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.</p>
      </div>
      <FailureAlert failure={failure} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button onClick={onStart} disabled={starting}>
          {starting ? 'Starting...' : 'Set up two-step sign-in'}
        </Button>
        {next && !required ? (
          <ButtonLink to={next} variant="ghost">
            Not now
          </ButtonLink>
        ) : (
          !next && (
            <ButtonLink to={paths.settings} variant="ghost">
              Back to Settings
            </ButtonLink>
          )
        )}
      </div>
    </section>
  );
}

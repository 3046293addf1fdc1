import { KeyRound } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { SettingsCard } from '@/components/ui/settings-card';
import { paths } from '@/config/paths';

import { useSecondFactor } from '../api/get-second-factor';
import { TWO_STEP_MESSAGES } from '../utils/messages';

/** Settings, for staff: whether two-step sign-in is on, and the way to its page. */
export function TwoStepSettingsCard() {
  const status = useSecondFactor();
  const on = status.data?.on ?? false;

  let state = null;
  if (status.isPending) state = <p className="text-sm text-slate-600">Checking your two-step sign-in…</p>;
  else if (status.isSuccess) {
    state = (
      <div className="space-y-1 text-sm text-slate-700">
        <p className="font-semibold">{on ? 'On' : 'Off'}</p>
        {on && <p>Recovery codes left: {status.data.recoveryCodesLeft}</p>}
        {!on && status.data.required && <p>{TWO_STEP_MESSAGES.adminRequired}</p>}
      </div>
    );
  }

  return (
    <SettingsCard
      id="two-step"
      title="Two-step sign-in"
      icon={KeyRound}
      description="When it is on, each sign-in also asks for a code from an authenticator app on your phone."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {state}
        <ButtonLink to={paths.twoStep} variant={on ? 'secondary' : 'primary'} className="self-start sm:self-center">
          {on ? 'Manage two-step sign-in' : 'Set up two-step sign-in'}
        </ButtonLink>
      </div>
    </SettingsCard>
  );
}

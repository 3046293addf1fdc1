import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { useAttemptAlert } from '@/components/form/form-alert';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { ApiError, isRefusal } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { useSecondFactor } from '../api/get-second-factor';
import { useSetUpSecondFactor, type Enrolment } from '../api/set-up-second-factor';
import { TWO_STEP_MESSAGES } from '../utils/messages';

import { EnrolmentForm } from './enrolment-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoStepIntro } from './two-step-intro';
import { TwoStepOn } from './two-step-on';

type Stage = { kind: 'state' } | { kind: 'enrolling'; enrolment: Enrolment } | { kind: 'codes'; codes: string[] };

interface TwoStepSignInProps {
  /** Where the person was going when sign-in sent them here (a path of this app), else null. */
  next: string | null;
}

/**
 * Staff's two-step sign-in: off (what it is, "Set up", and "Not now" where it is only offered), setting
 * up (QR code, key, first code), the recovery codes once it is on, and on (codes left). Students have none.
 */
export function TwoStepSignIn({ next }: TwoStepSignInProps) {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const staff = user !== null && user.role !== 'user';
  const status = useSecondFactor({ enabled: staff });
  const setUp = useSetUpSecondFactor();
  const [stage, setStage] = useState<Stage>({ kind: 'state' });
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();

  const start = () => {
    clearFailure();
    setUp.mutate(undefined, {
      onSuccess: (enrolment) => setStage({ kind: 'enrolling', enrolment }),
      onError: (error) => {
        // Already on (set up elsewhere meanwhile): the page shows it as it stands.
        if (error instanceof ApiError && error.status === 409) void status.refetch();
        const message = isRefusal(error) && error.message ? error.message : 'Failed to start setting up two-step sign-in';
        showFailure({ message });
      },
    });
  };

  if (!staff) {
    return (
      <EmptyState framed icon={<ShieldCheck aria-hidden="true" className="size-7" />} title="Two-step sign-in is for staff accounts." />
    );
  }

  if (stage.kind === 'codes') {
    return (
      <RecoveryCodesPanel
        codes={stage.codes}
        email={user.email}
        continueLabel="Continue"
        onContinue={() => (next ? void navigate(next, { replace: true }) : setStage({ kind: 'state' }))}
      />
    );
  }

  if (stage.kind === 'enrolling') {
    return (
      <EnrolmentForm
        enrolment={stage.enrolment}
        onConfirmed={(codes) => setStage({ kind: 'codes', codes })}
        onCancel={() => setStage({ kind: 'state' })}
      />
    );
  }

  if (status.isPending) return <LoadingState label="Loading your two-step sign-in..." />;
  if (status.isError) {
    return (
      <ErrorState
        message={TWO_STEP_MESSAGES.loadFailed}
        detail={isRefusal(status.error) ? status.error.message : undefined}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
        framed
      />
    );
  }
  if (status.data.on) return <TwoStepOn status={status.data} next={next} />;
  return <TwoStepIntro required={status.data.required} next={next} onStart={start} starting={setUp.isPending} failure={failure} />;
}

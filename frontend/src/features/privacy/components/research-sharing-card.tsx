import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { SettingsCard } from '@/components/ui/settings-card';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDate } from '@/utils/date-time';

import { type ResearchSharing, useResearchSharing } from '../api/get-research-sharing';
import { useSetResearchSharing } from '../api/set-research-sharing';
import { PRIVACY_MESSAGES } from '../utils/messages';

function OptOutSwitch({ saved }: { saved: ResearchSharing }) {
  const labelId = useId();
  const stateId = useId();
  const save = useSetResearchSharing();
  // The click shows at once; a refusal shows the saved choice again, and a toast says why.
  const on = save.isPending ? save.variables : saved.optedOut;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-slate-900">
          Don&apos;t share or sell my information to university partners for research
        </p>
        <p id={stateId} className="text-sm text-slate-600">
          {save.isPending
            ? 'Saving your choice…'
            : !on
              ? 'Off: we may include your information in what we share with university partners for research.'
              : saved.optedOutAt
                ? `You opted out on ${formatDate(saved.optedOutAt)}.`
                : 'You opted out.'}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={stateId}
        disabled={save.isPending}
        onClick={() =>
          save.mutate(!on, {
            onSuccess: (now) => toast.success(now.optedOut ? PRIVACY_MESSAGES.researchSharingOptedOut : PRIVACY_MESSAGES.researchSharingOptedIn),
            onError: (error) => toast.error(getErrorMessage(error, PRIVACY_MESSAGES.researchSharingSaveFailed)),
          })
        }
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 ${
          on ? 'bg-brand-600' : 'bg-slate-300'
        }`}
      >
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`} />
      </button>
    </div>
  );
}

/**
 * Settings: the opt-out of sharing with, or selling to, university partners for research (the privacy
 * policy's section 4), for every signed-in person. The choice and its time are kept and exported.
 */
export function ResearchSharingCard() {
  const choice = useResearchSharing();
  return (
    <SettingsCard
      id="research-sharing"
      title="Research sharing"
      icon={FlaskConical}
      description={
        <p>
          Our privacy policy lets us share information with university partners for research. With this on, we leave you
          out of anything we share or sell.{' '}
          <Link to={`${paths.privacy}#how-we-share-information`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            How we share and sell information
          </Link>
        </p>
      }
    >
      {choice.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your research sharing choice…
        </p>
      ) : choice.isError ? (
        <div role="alert" className="space-y-3 text-sm text-rose-800">
          <p>{getErrorMessage(choice.error, PRIVACY_MESSAGES.researchSharingLoadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => void choice.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <OptOutSwitch saved={choice.data} />
      )}
    </SettingsCard>
  );
}

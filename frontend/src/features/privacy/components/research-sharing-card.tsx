import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';

import { SettingsCard, SettingsQuery } from '@/components/ui/settings-card';
import { SwitchRow } from '@/components/ui/switch-row';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDate } from '@/utils/date-time';

import { type ResearchSharing, useResearchSharing } from '../api/get-research-sharing';
import { useSetResearchSharing } from '../api/set-research-sharing';
import { PRIVACY_MESSAGES } from '../utils/messages';

function OptOutSwitch({ saved }: { saved: ResearchSharing }) {
  const save = useSetResearchSharing();
  // The click shows at once; a refusal shows the saved choice again, and a toast says why.
  const on = save.isPending ? save.variables : saved.optedOut;
  return (
    <SwitchRow
      label={<>Don&apos;t share or sell my information to university partners for research</>}
      state={
        save.isPending
          ? 'Saving your choice…'
          : !on
            ? 'Off: we may include your information in what we share with university partners for research.'
            : saved.optedOutAt
              ? `You opted out on ${formatDate(saved.optedOutAt)}.`
              : 'You opted out.'
      }
      on={on}
      disabled={save.isPending}
      onToggle={() =>
        save.mutate(!on, {
          onSuccess: (now) => toast.success(now.optedOut ? PRIVACY_MESSAGES.researchSharingOptedOut : PRIVACY_MESSAGES.researchSharingOptedIn),
          onError: (error) => toast.error(getErrorMessage(error, PRIVACY_MESSAGES.researchSharingSaveFailed)),
        })
      }
    />
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
      <SettingsQuery query={choice} loadingLabel="Loading your research sharing choice…" failedMessage={PRIVACY_MESSAGES.researchSharingLoadFailed}>
        {(saved) => <OptOutSwitch saved={saved} />}
      </SettingsQuery>
    </SettingsCard>
  );
}

import { EyeOff } from 'lucide-react';
import { toast } from 'react-toastify';

import { FormAlert } from '@/components/form/form-alert';
import { SettingsCard, SettingsQuery } from '@/components/ui/settings-card';
import { SwitchRow } from '@/components/ui/switch-row';
import { getErrorMessage } from '@/lib/api/errors';

import { useContactPrivacy } from '../api/get-contact-privacy';
import { useSetContactPrivacy } from '../api/set-contact-privacy';
import { CONNECTION_MESSAGES } from '../utils/messages';

function PrivacySwitch({ saved }: { saved: boolean }) {
  const save = useSetContactPrivacy();
  // The click shows at once; a refusal shows the saved value again, and why.
  const on = save.isPending ? save.variables : saved;
  return (
    <div className="space-y-4">
      {save.isError && (
        <FormAlert key={save.submittedAt} tone="error">
          {getErrorMessage(save.error, CONNECTION_MESSAGES.privacySaveFailed)}
        </FormAlert>
      )}
      <SwitchRow
        label="Private before connecting"
        state={
          on
            ? 'On: students you are not connected with see one photo and no social handles.'
            : 'Off: every student who can see your profile sees all your photos and your social handles.'
        }
        on={on}
        disabled={save.isPending}
        onToggle={() =>
          save.mutate(!on, {
            onSuccess: (now) => toast.success(now ? 'Privacy before connecting is on.' : 'Privacy before connecting is off.'),
          })
        }
      />
    </div>
  );
}

/** Settings: privacy before connecting (on by default), what it hides until two students connect, and the switch. */
export function ContactPrivacyCard() {
  const privacy = useContactPrivacy();
  return (
    <SettingsCard id="contact-privacy" title="Privacy before connecting" icon={EyeOff} description={CONNECTION_MESSAGES.privacyExplanation}>
      <SettingsQuery query={privacy} loadingLabel="Loading your privacy setting…" failedMessage={CONNECTION_MESSAGES.privacyLoadFailed}>
        {(saved) => <PrivacySwitch saved={saved} />}
      </SettingsQuery>
    </SettingsCard>
  );
}

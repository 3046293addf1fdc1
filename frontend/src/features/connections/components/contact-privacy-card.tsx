import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'react-toastify';

import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { SettingsCard } from '@/components/ui/settings-card';
import { getErrorMessage } from '@/lib/api/errors';

import { useContactPrivacy } from '../api/get-contact-privacy';
import { useSetContactPrivacy } from '../api/set-contact-privacy';
import { CONNECTION_MESSAGES } from '../utils/messages';

function PrivacySwitch({ saved }: { saved: boolean }) {
  const labelId = useId();
  const stateId = useId();
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
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-semibold text-slate-900">
            Private before connecting
          </p>
          <p id={stateId} className="text-sm text-slate-600">
            {on
              ? 'On: students you are not connected with see one photo and no social handles.'
              : 'Off: every student who can see your profile sees all your photos and your social handles.'}
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
              onSuccess: (now) => toast.success(now ? 'Privacy before connecting is on.' : 'Privacy before connecting is off.'),
            })
          }
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 ${
            on ? 'bg-brand-600' : 'bg-slate-300'
          }`}
        >
          <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`} />
        </button>
      </div>
    </div>
  );
}

/** Settings: privacy before connecting (on by default), what it hides until two students connect, and the switch. */
export function ContactPrivacyCard() {
  const privacy = useContactPrivacy();
  return (
    <SettingsCard id="contact-privacy" title="Privacy before connecting" icon={EyeOff} description={CONNECTION_MESSAGES.privacyExplanation}>
      {privacy.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your privacy setting…
        </p>
      ) : privacy.isError ? (
        <div role="alert" className="space-y-3 text-sm text-rose-800">
          <p>{getErrorMessage(privacy.error, CONNECTION_MESSAGES.privacyLoadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => void privacy.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <PrivacySwitch saved={privacy.data} />
      )}
    </SettingsCard>
  );
}

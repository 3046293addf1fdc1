import { Bell, Lock } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SettingsCard, SettingsQuery } from '@/components/ui/settings-card';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { getErrorMessage, getFieldErrors } from '@/lib/api/errors';

import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import type { NotificationChoice, NotificationPreference } from '../types';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

interface ChoicesForm {
  /** Per row, in the server's order. */
  rows: { inApp: boolean; email: boolean }[];
}

function toForm(preferences: NotificationPreference[]): ChoicesForm {
  return { rows: preferences.map(({ inApp, email }) => ({ inApp, email })) };
}

/** The whole list for PUT, a locked channel as the server has it whatever the form holds. */
function toChoices(preferences: NotificationPreference[], form: ChoicesForm): NotificationChoice[] {
  return preferences.map((row, index) => ({
    kind: row.kind,
    inApp: row.inAppLocked ? row.inApp : (form.rows[index]?.inApp ?? row.inApp),
    email: row.emailLocked ? row.email : (form.rows[index]?.email ?? row.email),
  }));
}

const CHANNELS = [
  { channel: 'inApp', label: 'In the app' },
  { channel: 'email', label: 'By e-mail' },
] as const;

const checkboxClasses = 'size-4.5 shrink-0 rounded border-slate-300 accent-brand-600 disabled:opacity-60';

function PreferencesForm({ preferences }: { preferences: NotificationPreference[] }) {
  const save = useUpdateNotificationPreferences();
  const baseId = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { isDirty },
  } = useForm<ChoicesForm>({ defaultValues: toForm(preferences) });
  const leaving = useLeaveGuard(isDirty && !save.isPending);
  // A digest reports what is unread in the app: with the app off, there is nothing to e-mail.
  const rows = useWatch({ control, name: 'rows' });

  const onSubmit = handleSubmit((form) => {
    save.mutate(toChoices(preferences, form), {
      onSuccess: (saved) => {
        reset(toForm(saved));
        toast.success(NOTIFICATIONS_MESSAGES.preferencesSaved);
      },
    });
  });

  // A 400 may name rows ("preferences[2].kind"): their messages, once each.
  const fieldMessages = [...new Set(Object.values(getFieldErrors(save.error)))];
  return (
    <form noValidate aria-label="Notification settings" onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {save.isError && (
        <FormAlert key={save.submittedAt} tone="error">
          <p>{getErrorMessage(save.error, NOTIFICATIONS_MESSAGES.preferencesSaveFailed)}</p>
          {fieldMessages.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {fieldMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      <ul className="divide-y divide-slate-100">
        {preferences.map((row, index) => {
          const rowId = `${baseId}-${index}`;
          const anyLocked = row.inAppLocked || row.emailLocked;
          return (
            <li key={row.kind} className="py-4 first:pt-0 last:pb-0">
              <div
                role="group"
                aria-labelledby={`${rowId}-label`}
                aria-describedby={row.description ? `${rowId}-description` : undefined}
                className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p id={`${rowId}-label`} className="font-semibold text-slate-900">
                    {row.label}
                  </p>
                  {row.description && (
                    <p id={`${rowId}-description`} className="text-sm text-slate-600">
                      {row.description}
                    </p>
                  )}
                  {anyLocked && (
                    <p id={`${rowId}-locked`} className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
                      <Lock aria-hidden="true" className="size-3.5" />
                      {NOTIFICATIONS_MESSAGES.lockedReason}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-wrap gap-x-6 gap-y-2 sm:pt-0.5">
                  {CHANNELS.map(({ channel, label }) => {
                    const locked = channel === 'inApp' ? row.inAppLocked : row.emailLocked;
                    return (
                      <label key={channel} className="flex items-center gap-2 text-sm text-slate-800">
                        {locked ? (
                          // Shown as it stands; the form never sends it changed.
                          <input type="checkbox" checked disabled readOnly aria-describedby={`${rowId}-locked`} className={checkboxClasses} />
                        ) : (
                          <input
                            type="checkbox"
                            {...register(`rows.${index}.${channel}`)}
                            disabled={channel === 'email' && rows[index]?.inApp === false}
                            title={channel === 'email' && rows[index]?.inApp === false ? NOTIFICATIONS_MESSAGES.emailNeedsApp : undefined}
                            className={checkboxClasses}
                          />
                        )}
                        <span>{label}</span>
                      </label>
                    );
                  })}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <SubmitButton busy={save.isPending} busyLabel="Saving..." size="md" className="w-full sm:w-auto">
          Save notification settings
        </SubmitButton>
        {isDirty && <p className="text-sm text-amber-800">You have changes that are not saved yet.</p>}
      </div>
      {leaving.state === 'blocked' && (
        <ConfirmDialog
          title="Leave without saving?"
          description="Your changes to notification settings are not saved yet."
          actionLabel="Leave without saving"
          busyLabel="Leaving..."
          busy={false}
          keepLabel="Stay"
          onConfirm={() => leaving.proceed()}
          onClose={() => leaving.reset()}
        >
          Stay to save them, or leave and keep the settings as they were.
        </ConfirmDialog>
      )}
    </form>
  );
}

/**
 * Settings: for each kind of notification, whether it reaches the person in the app and by e-mail. A
 * channel they may not turn off (security notices) shows checked and disabled, with why.
 */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  return (
    <SettingsCard
      id="notifications"
      title="Notifications"
      icon={Bell}
      description="Choose how Quad tells you about each kind of update."
    >
      <SettingsQuery query={preferences} loadingLabel="Loading your notification settings…" failedMessage={NOTIFICATIONS_MESSAGES.preferencesLoadFailed}>
        {(data) => <PreferencesForm preferences={data} />}
      </SettingsQuery>
    </SettingsCard>
  );
}

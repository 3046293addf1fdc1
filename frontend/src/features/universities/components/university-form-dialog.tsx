import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FailureAlert, useAttemptAlert } from '@/components/form/form-alert';
import { CheckboxField, TextAreaField, TextField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getFieldErrors } from '@/lib/api/errors';
import { canAccessAdmin, useSession } from '@/lib/auth';

import { useCreateUniversity } from '../api/create-university';
import { useUpdateUniversity } from '../api/update-university';
import type { University, UniversityRequest } from '../types';
import { addedFromRequestMessage, addUniversityErrorMessage, UNIVERSITY_MESSAGES, updateUniversityErrorMessage } from '../utils/messages';
import {
  requestFormDefaults,
  sameEmailDomains,
  universityFormDefaults,
  universityInputSchema,
  type UniversityInput,
} from '../utils/university-input';

import { LogoPicker } from './logo-picker';

interface UniversityFormDialogProps {
  /** The university to edit; without one the dialog adds a new university. */
  university?: University;
  /** When adding: the request it answers, whose name and location start the form (admins). */
  request?: Pick<UniversityRequest, 'id' | 'universityName' | 'location'>;
  onClose: () => void;
  /** Called after a successful save, with the saved university. */
  onSaved?: (university: University) => void;
}

/** The server's per-field messages, keyed by its field names, mapped onto the form's fields. */
const SERVER_FIELDS: Record<string, FieldPath<UniversityInput>> = {
  name: 'name',
  description: 'description',
  instagramUrl: 'instagramUrl',
  'instagramData[url]': 'instagramUrl',
  logo: 'logo',
  location: 'location',
  website: 'website',
  abbreviation: 'abbreviation',
  studentCount: 'studentCount',
  emailDomains: 'emailDomains',
  joinWithoutUniversityEmail: 'joinWithoutUniversityEmail',
};

/**
 * Add University / Edit University (spec 2.6, 5): Name, Instagram URL, University Logo and
 * Description/Bio are required (the logo only when adding), plus optional details. Added from a
 * request, the server answers that request and e-mails everyone who asked for the university. Admins
 * also set who may join (issue 23): the university's e-mail domains or, without any, whether students
 * may join without a university address. A manager adding one may propose its domains, which an admin
 * confirms (editing it: the proposal is shown, and saving other domains answers it).
 */
export function UniversityFormDialog({ university, request, onClose, onSaved }: UniversityFormDialogProps) {
  const user = useSession((state) => state.user);
  const isAdmin = canAccessAdmin(user);
  const editing = university !== undefined;
  const fromRequest = editing ? undefined : request;
  const formId = useId();
  const create = useCreateUniversity();
  const update = useUpdateUniversity();
  const busy = create.isPending || update.isPending;
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<UniversityInput>({
    resolver: zodResolver(universityInputSchema({ logoRequired: !editing })),
    defaultValues: fromRequest ? requestFormDefaults(fromRequest) : universityFormDefaults(university),
  });
  const noEmailDomains = useWatch({ control, name: 'emailDomains' }).trim() === '';
  const proposal = editing ? university.proposedEmailDomains : [];

  function fail(error: unknown, message: string) {
    for (const [field, text] of Object.entries(getFieldErrors(error))) {
      const target = SERVER_FIELDS[field];
      if (target) setError(target, { type: 'server', message: text });
    }
    showFailure({ message });
  }

  const onSubmit = handleSubmit((input) => {
    clearFailure();
    if (editing) {
      // Untouched domains are left out, so a manager's proposal waits on.
      const keepDomains = proposal.length > 0 && sameEmailDomains(input.emailDomains, university.emailDomains);
      update.mutate(
        { id: university.id, input, admin: isAdmin, keepDomains },
        {
          onSuccess: ({ message, university: saved }) => {
            toast.success(message);
            onSaved?.(saved);
            onClose();
          },
          onError: (error) => fail(error, updateUniversityErrorMessage(error)),
        },
      );
    } else {
      create.mutate(
        { input, admin: isAdmin, fromRequest: fromRequest?.id },
        {
          onSuccess: (saved) => {
            toast.success(fromRequest ? addedFromRequestMessage(saved.name, saved.open) : UNIVERSITY_MESSAGES.added);
            onSaved?.(saved);
            onClose();
          },
          onError: (error) => fail(error, addUniversityErrorMessage(error)),
        },
      );
    }
  });

  return (
    <Dialog
      title={editing ? 'Edit University' : 'Add University'}
      description={
        editing
          ? `Update the details of ${university.name}.`
          : fromRequest
            ? `Students asked for ${fromRequest.universityName}. Once it is added and open, everyone who requested it is told.`
            : 'Add a university with its Instagram account, logo and a short description.'
      }
      onClose={onClose}
      dismissDisabled={busy}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton
            form={formId}
            busy={busy}
            busyLabel={editing ? 'Saving...' : 'Adding...'}
            size="md"
            className=""
          >
            {editing ? 'Save Changes' : 'Add University'}
          </SubmitButton>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={editing ? 'Edit University' : 'Add University'}
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-5"
      >
        <FailureAlert failure={failure} />
        <TextField label="Name" autoComplete="off" placeholder="University of Michigan" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Instagram URL"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://www.instagram.com/umich"
          hint="A profile link or just the handle: https://www.instagram.com/umich, instagram.com/umich or @umich."
          error={errors.instagramUrl?.message}
          {...register('instagramUrl')}
        />
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <LogoPicker
              file={field.value}
              onChange={(file) => {
                field.onChange(file);
                if (file) clearErrors('logo');
              }}
              onInvalid={(message) => setError('logo', { type: 'file', message })}
              error={fieldState.error?.message}
              currentLogoUrl={university?.logoUrl}
              buttonRef={field.ref}
            />
          )}
        />
        <TextAreaField
          label="Description/Bio"
          rows={4}
          placeholder="What makes this university special?"
          error={errors.description?.message}
          {...register('description')}
        />

        {(isAdmin || !editing) && (
          <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5">
            <legend className="px-1 text-sm font-semibold text-slate-800">Who may join</legend>
            <TextField
              label="University e-mail domains"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="umich.edu, med.umich.edu"
              hint={
                isAdmin
                  ? 'Students prove they belong here with an address at one of these, or at a subdomain. Separate with commas.'
                  : 'A proposal: an admin confirms these domains, and until then nobody can join. Students then prove they belong here with an address at one of them. Separate with commas.'
              }
              error={errors.emailDomains?.message}
              {...register('emailDomains')}
            />
            {isAdmin && proposal.length > 0 && (
              <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset sm:flex-row sm:items-center sm:justify-between">
                <p className="min-w-0 break-words">
                  <span className="font-semibold">Proposed by a manager:</span> {proposal.join(', ')}
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="shrink-0 self-start sm:self-auto"
                  onClick={() => setValue('emailDomains', proposal.join(', '), { shouldDirty: true, shouldValidate: true })}
                >
                  Use proposed domains
                </Button>
              </div>
            )}
            {isAdmin && noEmailDomains && (
              <CheckboxField
                label="Let students join without a university e-mail"
                hint="Their profiles are marked unverified for moderators."
                error={errors.joinWithoutUniversityEmail?.message}
                {...register('joinWithoutUniversityEmail')}
              />
            )}
          </fieldset>
        )}

        <fieldset className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            More details <span className="font-normal text-slate-500">(optional)</span>
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Location" placeholder="Ann Arbor, MI" autoComplete="off" error={errors.location?.message} {...register('location')} />
            <TextField label="Abbreviation" placeholder="UMich" autoComplete="off" error={errors.abbreviation?.message} {...register('abbreviation')} />
            <TextField
              label="Website"
              type="url"
              inputMode="url"
              placeholder="https://umich.edu"
              autoComplete="off"
              error={errors.website?.message}
              {...register('website')}
            />
            <TextField
              label="Student count"
              inputMode="numeric"
              placeholder="48000"
              autoComplete="off"
              error={errors.studentCount?.message}
              {...register('studentCount')}
            />
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}

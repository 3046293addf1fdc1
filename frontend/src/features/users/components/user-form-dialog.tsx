import { useId, type ComponentPropsWithRef, type ComponentType } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FailureAlert, useAttemptAlert } from '@/components/form/form-alert';
import { FieldError, TextField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getFieldErrors } from '@/lib/api/errors';

import { useUpdateUser } from '../api/update-user';
import type { AdminUser, AssignedUniversity, UniversityPickerProps, UpdateUserBody, UserRole, UserStatus } from '../types';
import { displayName, looksAfterUniversities, ROLE_LABELS, ROLES, STATUS_LABELS, STATUSES } from '../utils/display';
import { updatedMessage, updateUserErrorMessage, USER_MESSAGES } from '../utils/messages';

interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  /** The universities they look after (managers and moderators). */
  universities: AssignedUniversity[];
}

const TEXT_FIELDS = ['firstName', 'lastName', 'email'] as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's per-field messages, keyed by its field names, mapped onto the form's fields. */
const SERVER_FIELDS: Record<string, FieldPath<UserFormValues>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  role: 'role',
  status: 'status',
  universities: 'universities',
};

/** The most universities one person looks after (the server's limit). */
const MAX_UNIVERSITIES = 100;

/** What the universities a manager or moderator looks after mean for them (issue 23). */
const UNIVERSITIES_HINTS: Partial<Record<UserRole, string>> = {
  manager: 'A manager acts only on these universities: their Instagram accounts, posts and schedule. With none, on no university.',
  moderator: 'A moderator reviews only the profiles of these universities. With none, every university’s.',
};

function sameUniversities(a: AssignedUniversity[], b: AssignedUniversity[]): boolean {
  const ids = (list: AssignedUniversity[]) => list.map((university) => university.id).sort().join(',');
  return ids(a) === ids(b);
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'className'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
}

function SelectField({ label, options, error, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 block w-full rounded-xl border-0 bg-white py-3 pr-10 pl-4 text-base text-slate-900 shadow-xs ring-1 ring-inset focus:ring-2 focus:ring-inset focus:outline-none sm:text-sm/6 ${
          error ? 'ring-rose-400 focus:ring-rose-600' : 'ring-slate-300 focus:ring-brand-600'
        }`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** Only what differs from the person as loaded: the PATCH body. */
export function changedFields(user: AdminUser, values: UserFormValues): UpdateUserBody {
  const changes: UpdateUserBody = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();
  if (firstName !== user.firstName) changes.firstName = firstName;
  if (lastName !== user.lastName) changes.lastName = lastName;
  if (email.toLowerCase() !== user.email.toLowerCase()) changes.email = email;
  if (values.role !== user.role) changes.role = values.role;
  if (values.status !== user.status) changes.status = values.status;
  // The whole set, when it or the role changed; only managers and moderators have any (the server
  // drops the set of someone who becomes anything else).
  const roleChanged = values.role !== user.role;
  if (looksAfterUniversities(values.role) && (roleChanged || !sameUniversities(values.universities, user.assignedUniversities))) {
    changes.universities = values.universities.map((university) => university.id);
  }
  return changes;
}

interface UserFormDialogProps {
  user: AdminUser;
  onClose: () => void;
  /** Chooses the universities a manager or moderator looks after (composed in src/app). */
  universityPicker: ComponentType<UniversityPickerProps>;
}

/**
 * "Edit User" (spec 2.6): name, e-mail, role and status, and for a manager or moderator the
 * universities they look after (issue 23); only the changed fields are sent.
 */
export function UserFormDialog({ user, onClose, universityPicker: UniversityPicker }: UserFormDialogProps) {
  const formId = useId();
  const universitiesHintId = useId();
  const universitiesErrorId = useId();
  const update = useUpdateUser();
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<UserFormValues>({
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      status: user.status,
      universities: user.assignedUniversities,
    },
  });
  const role = useWatch({ control, name: 'role' });
  const staff = looksAfterUniversities(role);
  // Someone who stops being a manager or moderator loses the universities they looked after.
  const losing = !staff && looksAfterUniversities(user.role) ? user.assignedUniversities : [];

  function fail(message: string) {
    showFailure({ message });
  }

  const onSubmit = handleSubmit((values) => {
    clearFailure();
    clearErrors();
    const missing = TEXT_FIELDS.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      for (const field of missing) setError(field, { type: 'required', message: 'This field is required' });
      fail(USER_MESSAGES.required);
      return;
    }
    if (!EMAIL_PATTERN.test(values.email.trim())) {
      setError('email', { type: 'pattern', message: USER_MESSAGES.invalidEmail }, { shouldFocus: true });
      return;
    }
    if (staff && values.universities.length > MAX_UNIVERSITIES) {
      setError('universities', { type: 'maxLength', message: USER_MESSAGES.tooManyUniversities }, { shouldFocus: true });
      return;
    }
    const changes = changedFields(user, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: ({ message, emailChangeSentTo }) => {
          toast.success(updatedMessage(message, emailChangeSentTo));
          onClose();
        },
        onError: (error) => {
          const message = updateUserErrorMessage(error);
          let shownByField = false;
          for (const [field, text] of Object.entries(getFieldErrors(error))) {
            const target = SERVER_FIELDS[field];
            if (!target) continue;
            setError(target, { type: 'server', message: text }, { shouldFocus: true });
            if (text === message) shownByField = true;
          }
          if (!shownByField) fail(message);
        },
      },
    );
  });

  const busy = update.isPending;
  return (
    <Dialog
      title="Edit User"
      description={`Update the account of ${displayName(user)}.`}
      onClose={onClose}
      dismissDisabled={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton form={formId} busy={busy} busyLabel="Saving..." size="md" className="">
            Save Changes
          </SubmitButton>
        </>
      }
    >
      <form id={formId} noValidate aria-label="Edit User" onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <FailureAlert failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last name" autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          hint={
            user.pendingEmail
              ? `Waiting for ${user.pendingEmail} to be confirmed.`
              : 'A new address gets a confirmation link; the account moves there once it is opened.'
          }
          {...register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Role" options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
          <SelectField label="Status" options={STATUS_OPTIONS} error={errors.status?.message} {...register('status')} />
        </div>
        {losing.length > 0 && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
            Only managers and moderators look after universities: saving removes{' '}
            {losing.map((university) => university.name).join(', ')}.
          </p>
        )}
        {staff && (
          <fieldset
            aria-describedby={[universitiesHintId, errors.universities ? universitiesErrorId : null].filter(Boolean).join(' ')}
            className="min-w-0"
          >
            <legend className="text-sm font-semibold text-slate-800">Universities they look after</legend>
            <p id={universitiesHintId} className="mt-1 text-sm text-slate-600">
              {UNIVERSITIES_HINTS[role]}
            </p>
            <div className="mt-3">
              <Controller
                control={control}
                name="universities"
                render={({ field }) => (
                  <UniversityPicker
                    value={field.value}
                    onChange={field.onChange}
                    ref={field.ref}
                    invalid={Boolean(errors.universities)}
                    describedBy={errors.universities ? universitiesErrorId : undefined}
                  />
                )}
              />
            </div>
            {errors.universities?.message && <FieldError id={universitiesErrorId}>{errors.universities.message}</FieldError>}
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}

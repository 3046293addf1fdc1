import { useId, useState, type ComponentPropsWithRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getFieldErrors } from '@/lib/api/errors';

import { useUpdateUser } from '../api/update-user';
import type { AdminUser, UpdateUserBody, UserRole, UserStatus } from '../types';
import { displayName, ROLE_LABELS, ROLES, STATUS_LABELS, STATUSES } from '../utils/display';
import { updatedMessage, updateUserErrorMessage, USER_MESSAGES } from '../utils/messages';

interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  status: UserStatus;
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
};

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
  return changes;
}

interface Failure {
  message: string;
  attempt: number;
}

/** "Edit User" (spec 2.6): name, e-mail, role and status; only the changed fields are sent. */
export function UserFormDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const formId = useId();
  const update = useUpdateUser();
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
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
    },
  });

  function fail(message: string) {
    setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
  }

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
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
        {failure && (
          <FormAlert key={failure.attempt} tone="error">
            {failure.message}
          </FormAlert>
        )}
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
      </form>
    </Dialog>
  );
}

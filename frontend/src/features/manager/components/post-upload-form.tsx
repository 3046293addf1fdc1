import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'react-toastify';

import { CaptionCounter } from '@/components/form/caption-counter';
import { FailureAlert, useAttemptAlert } from '@/components/form/form-alert';
import { FieldError, TextAreaField, TextField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { listQueryState } from '@/components/ui/list-query-state';
import { getErrorMessage, getFieldErrors } from '@/lib/api/errors';

import { useInstagramAccounts } from '../api/get-instagram-accounts';
import { useUploadPost } from '../api/upload-post';
import type { InstagramAccount, ManagerUniversity } from '../types';
import { frameForInstagram } from '../utils/framing';
import { ACCOUNTS_STATE, MANAGER_MESSAGES, POST_INPUT_MESSAGES } from '../utils/messages';
import { imageFileError, postInputDefaults, postInputSchema, toUploadBody, type PostInput } from '../utils/post-input';

import { PostPreview, type ImageSize } from './post-preview';

/** The server's per-field messages, keyed by its field names, mapped onto the form's fields. */
const SERVER_FIELDS: Record<string, FieldPath<PostInput>> = {
  image: 'image',
  caption: 'caption',
  accountId: 'accountId',
  scheduledTime: 'scheduledFor',
};

const inputClasses =
  'block w-full rounded-xl border-0 bg-white py-2.5 px-3 text-sm text-slate-900 shadow-xs ring-1 ring-inset ' +
  'focus:ring-2 focus:ring-inset focus:outline-none';

function ImageInput({
  error,
  onPick,
  inputRef,
}: {
  error?: string;
  onPick: (file: File | null) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Image
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        className={`${inputClasses} mt-1.5 ${error ? 'ring-rose-400' : 'ring-slate-300'} file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100`}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        JPG, PNG, GIF or WebP, at most 5 MB.
      </p>
    </div>
  );
}

function UploadForm({ university, accounts }: { university: ManagerUniversity; accounts: InstagramAccount[] }) {
  const upload = useUploadPost();
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();
  const [size, setSize] = useState<ImageSize | null>(null);
  // A new file input after a successful upload: the browser keeps the last file's name otherwise.
  const [inputKey, setInputKey] = useState(0);
  const firstAccount = accounts[0]?.id ?? '';

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    trigger,
    formState: { errors },
  } = useForm<PostInput>({
    resolver: zodResolver(postInputSchema),
    defaultValues: postInputDefaults(firstAccount),
  });
  const [image, caption, accountId] = useWatch({ control, name: ['image', 'caption', 'accountId'] });
  const account = accounts.find((candidate) => candidate.id === accountId) ?? accounts[0];

  const onSubmit = handleSubmit((input) => {
    if (!input.image) return;
    const measured = size && size.file === input.image ? size : null;
    if (measured && frameForInstagram(measured.width, measured.height).tooNarrow) {
      setError('image', { type: 'size', message: POST_INPUT_MESSAGES.imageTooNarrow }, { shouldFocus: true });
      return;
    }
    clearFailure();
    upload.mutate(
      { universityId: university.id, body: toUploadBody({ ...input, image: input.image }) },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          reset(postInputDefaults(input.accountId || firstAccount));
          setSize(null);
          setInputKey((key) => key + 1);
        },
        onError: (error) => {
          const message = getErrorMessage(error, MANAGER_MESSAGES.uploadFailed);
          for (const [field, text] of Object.entries(getFieldErrors(error))) {
            const target = SERVER_FIELDS[field];
            if (target) setError(target, { type: 'server', message: text });
          }
          showFailure({ message });
          toast.error(message);
        },
      },
    );
  });

  const username = account ? account.username : university.name;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <form
        noValidate
        aria-label={`Upload New Post for ${university.name}`}
        onSubmit={(event) => void onSubmit(event)}
        className="min-w-0 space-y-5"
      >
        <FailureAlert failure={failure} />
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageInput
              key={inputKey}
              inputRef={field.ref}
              error={fieldState.error?.message}
              onPick={(file) => {
                // Kept even when it cannot be sent, so the form says why at once and on submit.
                field.onChange(file);
                void trigger('image');
              }}
            />
          )}
        />
        <TextAreaField
          label="Caption"
          rows={5}
          placeholder="Write a caption... #GoBlue"
          labelAside={<CaptionCounter caption={caption} />}
          hint="Instagram takes at most 2,200 characters, 30 hashtags and 20 @mentions."
          error={errors.caption?.message}
          {...register('caption')}
        />
        {accounts.length > 1 && (
          <div>
            <label htmlFor="post-account" className="block text-sm font-semibold text-slate-800">
              Instagram account
            </label>
            <select id="post-account" {...register('accountId')} className={`${inputClasses} mt-1.5 ring-slate-300`}>
              {accounts.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  @{candidate.username}
                  {candidate.standIn ? ' (stand-in)' : ''}
                </option>
              ))}
            </select>
          </div>
        )}
        <TextField
          label="Schedule for"
          type="datetime-local"
          hint="Optional. Left empty, the post takes the account's next free slot: posts to one account are at least an hour apart."
          error={errors.scheduledFor?.message}
          {...register('scheduledFor')}
        />
        <SubmitButton busy={upload.isPending} busyLabel="Uploading..." size="md" className="w-full sm:w-auto">
          <Upload aria-hidden="true" className="size-4" />
          Upload Post
        </SubmitButton>
      </form>
      <div className="min-w-0">
        <h3 className="mb-3 text-sm font-semibold text-slate-800">Live preview</h3>
        <PostPreview
          file={image && !imageFileError(image) ? image : null}
          caption={caption}
          username={username}
          size={size}
          onMeasured={setSize}
        />
      </div>
    </div>
  );
}

/** 'Upload New Post for {university}' (spec 2.7, 5): needs a connected account. */
export function PostUploadForm({ university }: { university: ManagerUniversity }) {
  const accounts = useInstagramAccounts(university.id);
  const state = listQueryState(accounts, ACCOUNTS_STATE);
  if (state || !accounts.data) return state;
  if (accounts.data.accounts.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
        {MANAGER_MESSAGES.noAccount}.
      </p>
    );
  }
  // A new form for another university or set of accounts: its default account is the first.
  return (
    <UploadForm
      key={`${university.id}:${accounts.data.accounts.map((account) => account.id).join(',')}`}
      university={university}
      accounts={accounts.data.accounts}
    />
  );
}

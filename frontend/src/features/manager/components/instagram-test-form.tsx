import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Save, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';

import { FailureAlert, FormAlert } from '@/components/form/form-alert';
import { PasswordField, TextField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api/errors';

import { useConnectInstagramAccount } from '../api/connect-instagram-account';
import { useTestInstagram } from '../api/test-instagram';
import type { InstagramCredentials, InstagramResponse, ManagerUniversity } from '../types';
import { instagramCredentialsInputSchema, type InstagramCredentialsInput } from '../utils/credentials-input';
import { MANAGER_MESSAGES } from '../utils/messages';

interface Failure {
  message: string;
  attempt: number;
}

const nextFailure = (message: string) => (previous: Failure | null): Failure => ({
  message,
  attempt: (previous?.attempt ?? 0) + 1,
});

/** Instagram's answer, readable: indented JSON. */
function rawJson(response: InstagramResponse): string {
  try {
    return JSON.stringify(response, null, 2) ?? String(response);
  } catch {
    return String(response);
  }
}

/**
 * 'Instagram API Test' (spec 2.7): checks an access token and Instagram user id with Instagram and
 * shows its raw answer; after a successful test the same credentials can be saved for the chosen
 * university.
 */
export function InstagramTestForm({ university }: { university: ManagerUniversity | null }) {
  const test = useTestInstagram();
  const connect = useConnectInstagramAccount();
  const [tested, setTested] = useState<{ credentials: InstagramCredentials; response: InstagramResponse } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saveFailure, setSaveFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState<{ universityId: string; username: string } | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InstagramCredentialsInput>({
    resolver: zodResolver(instagramCredentialsInputSchema),
    defaultValues: { accessToken: '', igUserId: '' },
  });

  const onSubmit = handleSubmit((credentials) => {
    setFailure(null);
    setTested(null);
    setSaveFailure(null);
    setSaved(null);
    test.mutate(credentials, {
      onSuccess: (response) => {
        setTested({ credentials, response });
        toast.success(MANAGER_MESSAGES.testSucceeded);
      },
      onError: (error) => setFailure(nextFailure(getErrorMessage(error, MANAGER_MESSAGES.testFailed))),
    });
  });

  function save() {
    if (!tested || !university) return;
    setSaveFailure(null);
    connect.mutate(
      { universityId: university.id, credentials: tested.credentials },
      {
        onSuccess: (account) => {
          setSaved({ universityId: university.id, username: account.username });
          toast.success(MANAGER_MESSAGES.accountSaved(account.username, university.name));
        },
        onError: (error) => setSaveFailure(nextFailure(getErrorMessage(error, MANAGER_MESSAGES.saveFailed))),
      },
    );
  }

  const savedHere = saved && university && saved.universityId === university.id ? saved : null;

  return (
    <div className="space-y-5">
      <form noValidate aria-label="Instagram API Test" onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FailureAlert failure={failure} />
        <PasswordField
          label="Access Token"
          autoComplete="off"
          spellCheck={false}
          placeholder="EAAG..."
          error={errors.accessToken?.message}
          {...register('accessToken')}
        />
        <TextField
          label="Instagram User ID"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="17841400000000000"
          hint="The numeric id of the Instagram professional account."
          error={errors.igUserId?.message}
          {...register('igUserId')}
        />
        <SubmitButton busy={test.isPending} busyLabel="Testing..." size="md" className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          Test Connection
        </SubmitButton>
      </form>

      {tested && (
        <div className="space-y-4">
          <FormAlert tone="success">
            <p className="font-semibold">Connection Successful!</p>
            <p>Instagram answered:</p>
          </FormAlert>
          {/* Focusable, so a keyboard can scroll a long answer. */}
          <pre
            role="region"
            tabIndex={0}
            aria-label="Instagram's answer"
            className="max-h-64 overflow-auto rounded-xl bg-slate-900 p-4 text-xs leading-5 break-all whitespace-pre-wrap text-slate-100"
          >
            {rawJson(tested.response)}
          </pre>
          <FailureAlert failure={saveFailure} />
          {!university ? (
            <p className="text-sm text-slate-600">Select a university to save this account for it.</p>
          ) : savedHere ? (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              Saved as @{savedHere.username} for {university.name}.
            </p>
          ) : (
            <Button onClick={save} disabled={connect.isPending} className="w-full sm:w-auto">
              {connect.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Save aria-hidden="true" className="size-4" />
              )}
              {connect.isPending ? 'Saving...' : `Save account for ${university.name}`}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

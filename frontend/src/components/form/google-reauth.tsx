import { Lock } from 'lucide-react';
import type { ComponentProps } from 'react';

import { GoogleIcon } from '@/components/ui/social-icons';
import { GOOGLE_SIGN_IN_URL } from '@/config/constants';

import { FormAlert } from './form-alert';
import { PasswordField } from './form-field';

/** Under a password that confirms something: accounts made with Google have none to give. */
export const GOOGLE_ONLY_PASSWORD_HINT = 'Signed up with Google and never set a password? Leave this empty.';

/** The server's 403 when an account without a password has not signed in with Google in the last ten minutes. */
export const GOOGLE_AGAIN_MESSAGE = 'Please sign in with Google again to confirm';

/**
 * The server's "sign in with Google again" refusal, with the way to do it: after Google the person
 * comes back signed in afresh and can try again within ten minutes. Give it a new `key` per attempt
 * so a repeated refusal is announced again.
 */
export function GoogleReauthAlert({ message }: { message: string }) {
  return (
    <FormAlert tone="error">
      <p>{message}</p>
      <p className="mt-1">Then come back here and try again within 10 minutes.</p>
      <a
        href={GOOGLE_SIGN_IN_URL}
        className="mt-3 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        <GoogleIcon className="size-4" />
        Continue with Google
      </a>
    </FormAlert>
  );
}

/** The password that confirms a change ("Current password"), which an account made with Google leaves empty. */
export function ConfirmingPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'autoComplete' | 'icon' | 'hint'>) {
  return <PasswordField autoComplete="current-password" icon={Lock} hint={GOOGLE_ONLY_PASSWORD_HINT} {...props} />;
}

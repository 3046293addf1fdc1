import type { ComponentPropsWithRef } from 'react';

import { TextField } from './form-field';

type OneTimeCodeFieldProps = Omit<ComponentPropsWithRef<typeof TextField>, 'type' | 'inputMode' | 'autoComplete'>;

/**
 * The field for an authenticator app's 6-digit code: a number pad on phones, and the code the
 * phone or a password manager offers (`autocomplete="one-time-code"`).
 */
export function OneTimeCodeField(props: OneTimeCodeFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={12}
      {...props}
    />
  );
}

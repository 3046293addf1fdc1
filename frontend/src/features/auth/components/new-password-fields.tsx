import { Lock } from 'lucide-react';
import type { ComponentProps } from 'react';

import { PasswordField } from '@/components/form/form-field';

import { PASSWORD_HINT } from '../utils/validation';

type FieldProps = Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete' | 'icon' | 'hint'> & { label?: string };

interface NewPasswordFieldsProps {
  /** The new password's field (registered), with the password rules as its hint. */
  password: FieldProps;
  /** Its confirmation's. */
  confirm: FieldProps;
}

/** A new password and its confirmation: "New password" and "Confirm new password" unless named otherwise. */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label="New password" autoComplete="new-password" icon={Lock} hint={PASSWORD_HINT} {...password} />
      <PasswordField label="Confirm new password" autoComplete="new-password" icon={Lock} {...confirm} />
    </>
  );
}

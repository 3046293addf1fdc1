import { FieldError } from '@/components/form/form-field';

import type { Recaptcha } from '../hooks/use-recaptcha';


type RecaptchaFieldProps = Pick<Recaptcha, 'enabled' | 'mount' | 'error'>;

/** Where Google draws the "I'm not a robot" box, with its message under it. */
export function RecaptchaField({ enabled, mount, error }: RecaptchaFieldProps) {
  if (!enabled) return null;
  return (
    <div>
      <div ref={mount} data-testid="recaptcha" className="min-h-[78px]" />
      {error && (
        <div role="alert">
          <FieldError id="recaptcha-error">{error}</FieldError>
        </div>
      )}
    </div>
  );
}

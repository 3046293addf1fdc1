import { Eye, EyeOff, Lock, Mail, type LucideIcon } from 'lucide-react';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';

const inputBase =
  'block w-full rounded-xl border-0 bg-white py-3 text-base text-slate-900 shadow-xs ring-1 ring-inset ' +
  'placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:outline-none sm:text-sm/6 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50';

function ringFor(invalid: boolean): string {
  return invalid ? 'ring-rose-400 focus:ring-rose-600' : 'ring-slate-300 focus:ring-brand-600';
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-rose-700">
      {children}
    </p>
  );
}

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> {
  label: string;
  /** The message under the field; also marks the field invalid for assistive technology. */
  error?: string;
  hint?: ReactNode;
  icon?: LucideIcon;
  /** Shown right of the label, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Extra control inside the field on the right (the show-password toggle). */
  trailing?: ReactNode;
}

function describedBy(id: string, error: unknown, hint: unknown): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A field's label, with what stands right of it (a link, a counter). */
function FieldLabel({ id, label, aside }: { id: string; label: string; aside?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {aside}
    </div>
  );
}

/** Under a field: its error, then its hint (both named by the field's aria-describedby). */
function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
    </>
  );
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, error, hint, icon: Icon, labelAside, trailing, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <FieldLabel id={id} label={label} aside={labelAside} />
      <div className="relative mt-1.5">
        {Icon && (
          <Icon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${inputBase} ${ringFor(Boolean(error))} ${Icon ? 'pl-11' : 'pl-4'} ${trailing ? 'pr-12' : 'pr-4'}`}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'icon' | 'label'> & { label?: string };

/** An e-mail address ("Email address" unless named otherwise), typed with the browser's e-mail keyboard and autofill. */
export function EmailField({ label = 'Email address', autoComplete = 'email', placeholder = 'you@example.com', ...props }: EmailFieldProps) {
  return <TextField label={label} type="email" autoComplete={autoComplete} icon={Mail} placeholder={placeholder} {...props} />;
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={`Show ${props.label.toLowerCase()}`}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}

type NewPasswordProps = Omit<PasswordFieldProps, 'label' | 'autoComplete' | 'icon' | 'hint'> & { label?: string };

interface NewPasswordFieldsProps {
  /** The new password's field (registered). */
  password: NewPasswordProps;
  /** Its confirmation's. */
  confirm: NewPasswordProps;
  /** The password rules, under the first. */
  hint: ReactNode;
}

/** A new password and its confirmation: "New password" and "Confirm new password" unless named otherwise. */
export function NewPasswordFields({ password, confirm, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label="New password" autoComplete="new-password" icon={Lock} hint={hint} {...password} />
      <PasswordField label="Confirm new password" autoComplete="new-password" icon={Lock} {...confirm} />
    </>
  );
}

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> {
  label: ReactNode;
  error?: string;
  /** Said under the label, and announced with the checkbox. */
  hint?: ReactNode;
}

export function CheckboxField({ label, error, hint, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`mt-0.5 size-4.5 shrink-0 rounded border-slate-300 accent-brand-600 ${error ? 'outline-2 outline-rose-500' : ''}`}
          {...inputProps}
        />
        <div>
          <label htmlFor={id} className="text-sm leading-6 text-slate-700">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {hint}
            </p>
          )}
        </div>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown right of the label, e.g. a character counter. */
  labelAside?: ReactNode;
}

/** A labelled multi-line input, with its hint and error announced like TextField's. */
export function TextAreaField({ label, error, hint, labelAside, rows = 4, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div>
      <FieldLabel id={id} label={label} aside={labelAside} />
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputBase} ${ringFor(Boolean(error))} mt-1.5 resize-y px-4`}
        {...textareaProps}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonClasses, type ButtonSize } from '@/components/ui/button';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  size?: ButtonSize;
  /** Extra classes; by default the button spans the whole form. */
  className?: string;
  /** Submits a form elsewhere on the page (the `id` of a `<form>`), e.g. from a dialog's footer. */
  form?: string;
}

/** The form's main button; while the call runs it says so ("Signing in...") and cannot be pressed again. */
export function SubmitButton({ busy, busyLabel, children, size = 'lg', className = 'w-full', form }: SubmitButtonProps) {
  return (
    <button type="submit" form={form} disabled={busy} className={buttonClasses('primary', size, className)}>
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {busy ? busyLabel : children}
    </button>
  );
}

import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** The form's main button; while the call runs it says so ("Signing in...") and cannot be pressed again. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {busy ? busyLabel : children}
    </button>
  );
}

import { CircleAlert, CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

interface FormAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
  /**
   * Moves keyboard focus to the message when it appears (after a failed or finished submit). Give the
   * alert a new `key` per attempt so a repeated message is announced and focused again.
   */
  focusOnShow?: boolean;
}

/** A message above a form, announced when it appears. */
export function FormAlert({ tone, children, focusOnShow = true }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const focusOnMount = useRef(focusOnShow);
  useEffect(() => {
    if (focusOnMount.current) ref.current?.focus();
  }, []);

  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-xl p-4 text-sm leading-6 ring-1 ring-inset focus:outline-none focus-visible:ring-2 ${
        tone === 'error'
          ? 'bg-rose-50 text-rose-800 ring-rose-200 focus-visible:ring-rose-500'
          : 'bg-emerald-50 text-emerald-800 ring-emerald-200 focus-visible:ring-emerald-500'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** An alert's content, with how many times it was shown: its `key`, so the same words are announced again. */
export type AttemptAlert<T extends object = { message: string }> = T & { attempt: number };

/**
 * The state of a form's or dialog's alert (a failure, an outcome): `show` puts it up, counting the
 * attempt, `clear` takes it down. Shown again with the same words, it is announced again.
 */
export function useAttemptAlert<T extends object = { message: string }>() {
  const [alert, setAlert] = useState<AttemptAlert<T> | null>(null);
  const show = useCallback((value: T) => setAlert((previous) => ({ ...value, attempt: (previous?.attempt ?? 0) + 1 })), []);
  const clear = useCallback(() => setAlert(null), []);
  return { alert, show, clear };
}

/** A failure kept by useAttemptAlert, announced (and focused) again at each attempt; nothing without one. */
export function FailureAlert({ failure }: { failure: { message: string; attempt: number } | null }) {
  return (
    failure && (
      <FormAlert key={failure.attempt} tone="error">
        {failure.message}
      </FormAlert>
    )
  );
}

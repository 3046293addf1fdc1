import { useCallback, useState } from 'react';

/** An alert's content, with how many times it was shown: the alert's key, so the same words are announced again. */
export type AttemptAlert<T extends object = { message: string }> = T & { attempt: number };

/**
 * The alert of a form or dialog (a failure, an outcome): `show` puts it up, counting the attempt,
 * `clear` takes it down. Shown again with the same words, it is announced again.
 */
export function useAttemptAlert<T extends object = { message: string }>() {
  const [alert, setAlert] = useState<AttemptAlert<T> | null>(null);
  const show = useCallback((value: T) => setAlert((previous) => ({ ...value, attempt: (previous?.attempt ?? 0) + 1 })), []);
  const clear = useCallback(() => setAlert(null), []);
  return { alert, show, clear };
}

import { useEffect, useRef } from 'react';

/**
 * The token of an e-mailed link (`/confirm-email/:token`, ...), trimmed ('' when there is none):
 * `use` runs with it once per visit (React's development double effects included).
 */
export function useLinkToken(rawToken: string | undefined, use: (token: string) => void): string {
  const requested = useRef<string | null>(null);
  const token = rawToken?.trim() ?? '';

  useEffect(() => {
    if (!token || requested.current === token) return;
    requested.current = token;
    use(token);
  }, [token, use]);

  return token;
}

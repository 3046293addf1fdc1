import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

interface StatusCardProps {
  icon: LucideIcon;
  tone: 'brand' | 'success' | 'error';
  title: string;
  children: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
  /** More under the text, before the actions and outside the live region (a form). */
  below?: ReactNode;
  /** Wraps the text in a live region, for pages whose state changes while open. */
  live?: boolean;
  /** Extra classes for the icon, e.g. `animate-spin` while something is under way. */
  iconClassName?: string;
}

const tones: Record<StatusCardProps['tone'], string> = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-100',
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  error: 'bg-rose-50 text-rose-600 ring-rose-100',
};

/**
 * A centred card with an icon, for outcomes: verifying, verified, e-mail sent, sign-in failed, a
 * newsletter subscription confirmed.
 */
export function StatusCard({ icon: Icon, tone, title, children, actions, below, live = false, iconClassName = '' }: StatusCardProps) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-40 left-1/2 -z-10 size-[32rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl" />
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="rounded-[2rem] bg-white p-8 text-center shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 sm:p-12">
          <span className={`mx-auto flex size-16 items-center justify-center rounded-2xl ring-8 ${tones[tone]}`}>
            <Icon aria-hidden="true" className={`size-8 ${iconClassName}`} />
          </span>
          <div role={live ? 'status' : undefined}>
            <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
            <div className="mt-4 text-base leading-7 text-slate-600">{children}</div>
          </div>
          {below}
          {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
        </div>
      </div>
    </div>
  );
}

/**
 * The token of the e-mailed link whose outcome the card shows (`/confirm-email/:token`, ...),
 * trimmed ('' when there is none): `use` runs with it once per visit (React's development double
 * effects included).
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

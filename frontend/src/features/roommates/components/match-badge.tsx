/** The colour of a match: strong from 80 %, good from 60 %, otherwise neutral. */
function tone(match: number): string {
  if (match >= 80) return 'bg-emerald-50 text-emerald-800 ring-emerald-200';
  if (match >= 60) return 'bg-brand-50 text-brand-800 ring-brand-200';
  return 'bg-slate-50 text-slate-800 ring-slate-200';
}

/** What the badge says when there is too little to compare (the server's `match` is null). */
export const NOT_ENOUGH_TO_COMPARE = 'Not enough to compare yet';

/**
 * The match percentage, big, with the word "match" under it; or "Not enough to compare yet" when
 * neither student's expectations of the other weigh enough for a percentage.
 */
export function MatchBadge({ match, size = 'md' }: { match: number | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'min-w-22 px-3 py-3 sm:min-w-28 sm:px-5 sm:py-4' : 'min-w-20 px-3 py-2';
  if (match === null) {
    return (
      <p
        className={`flex max-w-28 shrink-0 flex-col items-center justify-center rounded-2xl bg-slate-50 text-center text-xs leading-4 font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset ${box}`}
      >
        {NOT_ENOUGH_TO_COMPARE}
      </p>
    );
  }
  const percent = Math.max(0, Math.min(100, Math.round(match)));
  return (
    <p className={`flex shrink-0 flex-col items-center justify-center rounded-2xl ring-1 ring-inset ${tone(percent)} ${box}`}>
      <span className={`leading-none font-extrabold tracking-tight ${size === 'lg' ? 'text-4xl sm:text-5xl' : 'text-3xl'}`}>{percent}%</span>
      <span className="mt-1 text-xs font-semibold tracking-wide uppercase">match</span>
    </p>
  );
}

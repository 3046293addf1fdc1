import { Minus, Plus } from 'lucide-react';

import type { MatchReason } from '../types';

/** Whose expectation a reason is about, as a short tag. */
function sideLabel(reason: MatchReason, firstName: string): string {
  if (reason.side === 'you') return 'What you look for';
  if (reason.side === 'them') return `What ${firstName} looks for`;
  return 'In common';
}

interface MatchReasonsProps {
  reasons: MatchReason[];
  /** The other student's first name, for "What Aiden looks for". */
  firstName: string;
  /** The list's accessible name. */
  label: string;
  /** Show whose expectation each reason is (the student's page), or only the sign (cards). */
  withSides?: boolean;
  className?: string;
}

/**
 * Why two students match, as the server explains it: each reason with a plus when it raises the
 * match and a minus when it lowers it (also said to screen readers), most telling first.
 */
export function MatchReasons({ reasons, firstName, label, withSides = false, className = '' }: MatchReasonsProps) {
  return (
    <ul aria-label={label} className={`space-y-2 text-sm text-slate-800 ${className}`}>
      {reasons.map((reason) => {
        const lowers = reason.effect === 'lowers';
        const Icon = lowers ? Minus : Plus;
        return (
          <li key={`${reason.side}:${reason.text}`} className="flex gap-2">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full ${
                lowers ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800'
              }`}
            >
              <Icon className="size-3" strokeWidth={3} />
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="sr-only">{lowers ? 'Lowers the match: ' : 'Raises the match: '}</span>
              {reason.text}
              {withSides && (
                <span className="ml-2 inline-block rounded-full bg-white px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700 ring-1 ring-slate-200">
                  {sideLabel(reason, firstName)}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The reasons a card has room for: the first three, except that a lowering reason is never left
 * out entirely, so a low match always shows what lowers it.
 */
export function cardReasons(reasons: MatchReason[], room = 3): MatchReason[] {
  const shown = reasons.slice(0, room);
  if (shown.some((reason) => reason.effect === 'lowers')) return shown;
  const lowering = reasons.find((reason) => reason.effect === 'lowers');
  return lowering ? [...shown.slice(0, room - 1), lowering] : shown;
}

import { GraduationCap, Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { roommatePath } from '@/config/paths';

import type { RoommateCard as RoommateCardData } from '../types';
import { classOf, displayName, whyLabel } from '../utils/display';
import { listState, type ReturnLink } from '../utils/list-state';

import { ConnectedBadge } from './connected-badge';
import { MatchBadge } from './match-badge';
import { cardReasons, MatchReasons } from './match-reasons';
import { RoommatePhoto } from './roommate-photo';

interface RoommateCardProps {
  roommate: RoommateCardData;
  headingLevel?: 'h2' | 'h3';
  /**
   * A control in the photo's top corner (the save button). It sits beside the card's link, not in
   * it, and above the link's click area, so using it never opens the student's page.
   */
  action?: ReactNode;
  /** A small line at the foot of the card ("Saved 3 days ago"). */
  footer?: ReactNode;
  /** Where the student's page leads back to, for a card listed elsewhere than /roommates (Saved). */
  returnTo?: ReturnLink;
}

/**
 * A student on the list: photo, "Ada L.", "Connected" when they are, major, class year, housing, the
 * match and its reasons. The whole card is one link to the student's page, named by the student.
 */
export function RoommateCard({ roommate, headingLevel: Heading = 'h2', action, footer, returnTo }: RoommateCardProps) {
  const name = displayName(roommate);
  const { search } = useLocation();
  return (
    <article
      aria-label={name}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 focus-within:ring-2 focus-within:ring-brand-500"
    >
      <RoommatePhoto url={roommate.photo} person={roommate} alt="" className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Heading className="text-lg leading-7 font-bold [overflow-wrap:anywhere] text-slate-900">
              <Link
                to={roommatePath(roommate.id)}
                state={listState(search, returnTo)}
                className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none group-hover:text-brand-700"
              >
                {name}
              </Link>
            </Heading>
            {roommate.connected && <ConnectedBadge className="mt-1.5" />}
            <p className="mt-1 text-sm font-medium [overflow-wrap:anywhere] text-slate-700">{roommate.major}</p>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
              <GraduationCap aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              {classOf(roommate.graduationYear)}
            </p>
            {roommate.housing && (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                <Home aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                {roommate.housing}
              </p>
            )}
          </div>
          <MatchBadge match={roommate.match} />
        </div>
        {roommate.reasons.length > 0 && (
          <MatchReasons
            reasons={cardReasons(roommate.reasons)}
            firstName={roommate.firstName}
            label={whyLabel(roommate.match, name)}
            className="mt-4 border-t border-slate-100 pt-4 text-slate-700"
          />
        )}
        {footer && <div className="mt-auto pt-4">{footer}</div>}
      </div>
      {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
    </article>
  );
}

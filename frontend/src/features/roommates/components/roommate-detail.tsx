import { ArrowLeft, ExternalLink, GraduationCap, Lock, School } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { useCatalogues } from '@/lib/catalogues';
import { socialLinks } from '@/lib/social-networks';

import type { RoommateProfile } from '../types';
import { groupAnswers } from '../utils/answers';
import { classOf, displayName, whyHeading, whyLabel } from '../utils/display';
import { listSearchOf, returnLinkOf } from '../utils/list-state';

import { ConnectedBadge } from './connected-badge';
import { MatchBadge } from './match-badge';
import { MatchReasons } from './match-reasons';
import { PhotoGallery } from './photo-gallery';

/**
 * Back to the list, with the filters and page it had when a card there was opened; or back to where
 * a card listed elsewhere (Saved) said.
 */
export function BackToRoommates({ label = 'All matches' }: { label?: string }) {
  const state: unknown = useLocation().state;
  const returnTo = returnLinkOf(state);
  return (
    <Link
      to={returnTo?.path ?? `${paths.roommates}${listSearchOf(state)}`}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {returnTo?.label ?? label}
    </Link>
  );
}

interface RoommateDetailProps {
  roommate: RoommateProfile;
  /** Controls under who they are (saving, connecting, blocking). */
  action?: ReactNode;
  /** Something to answer at the top of the page (a request to connect waiting between the two). */
  notice?: ReactNode;
}

/**
 * One student's page: photos, who they are (and "Connected" when they are), the match and every
 * reason, their handles, bio and answers; or, shown as before connecting, what connecting adds.
 */
export function RoommateDetail({ roommate, action, notice }: RoommateDetailProps) {
  const catalogues = useCatalogues();
  const name = displayName(roommate);
  const socials = socialLinks(roommate.socialMedia);
  const groups = groupAnswers(roommate.roommatePreferences, catalogues.data?.preferences);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <BackToRoommates />
      {notice && <div className="mt-6 empty:hidden">{notice}</div>}
      <div className="mt-6 grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <PhotoGallery photos={roommate.photos} person={roommate} name={name} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-4xl">{name}</h1>
              {roommate.connected && <ConnectedBadge className="mt-2" />}
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <School aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                {roommate.universityName}
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                <GraduationCap aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <span className="[overflow-wrap:anywhere]">
                  {roommate.major} · {classOf(roommate.graduationYear)}
                </span>
              </p>
              {action && <div className="mt-4">{action}</div>}
            </div>
            <MatchBadge match={roommate.match} size="lg" />
          </div>

          {roommate.limited && (
            <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              {roommate.firstName} shares all photos, social handles and lifestyle answers once you connect.
            </p>
          )}

          <section aria-labelledby="why-title" className="rounded-2xl bg-brand-50/60 p-5 ring-1 ring-brand-100">
            <h2 id="why-title" className="text-base font-bold text-slate-900">
              {whyHeading(roommate.match)}
            </h2>
            {roommate.match === null && (
              <p className="mt-2 text-sm text-slate-700">
                Neither of you has said enough about what you look for in a roommate for a percentage yet.
              </p>
            )}
            {roommate.reasons.length > 0 ? (
              <MatchReasons
                reasons={roommate.reasons}
                firstName={roommate.firstName}
                label={whyLabel(roommate.match, roommate.firstName)}
                withSides
                className="mt-3"
              />
            ) : (
              <p className="mt-2 text-sm text-slate-600">Nothing in particular stands out yet: read on to get to know them.</p>
            )}
          </section>

          {socials.length > 0 && (
            <section aria-labelledby="socials-title">
              <h2 id="socials-title" className="text-base font-bold text-slate-900">
                Find {roommate.firstName} online
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {socials.map(({ key, label, handle, url }) => (
                  <li key={key} className="max-w-full">
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
                    >
                      <span className="truncate">
                        {label}: @{handle}
                      </span>
                      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <section aria-labelledby="bio-title" className="mt-10">
        <h2 id="bio-title" className="text-xl font-bold text-slate-900">
          About {roommate.firstName}
        </h2>
        <p className="mt-3 max-w-3xl text-base leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">
          {roommate.bio.trim() || 'No bio yet.'}
        </p>
      </section>

      {groups.length > 0 && (
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`answers-${group.id}`} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h2 id={`answers-${group.id}`} className="text-base font-bold text-slate-900">
                {group.title}
              </h2>
              <dl className="mt-4 space-y-3">
                {group.answers.map((answer) => (
                  <div key={answer.key}>
                    <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{answer.label}</dt>
                    <dd className="mt-1 flex flex-wrap gap-1.5">
                      {answer.values.map((value) => (
                        <span key={value} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                          {value}
                        </span>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

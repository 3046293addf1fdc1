import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';

import { NotOpenBadge } from '@/components/ui/not-open-badge';
import { InstagramIcon } from '@/components/ui/social-icons';

import type { University } from '../types';
import { instagramDisplay } from '../utils/display';

import { OpeningAlertButton } from './opening-alert';
import { UniversityLogo } from './university-logo';

interface UniversityCardProps {
  university: University;
  /** Where the card leads: the details page (/universities/{id}) or the university's own page (/{slug}). */
  to: string;
  /** The call to action at the bottom ("View details", "Join"). */
  actionLabel: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A university in a grid; the whole card is one link, named by the university. One nobody can join
 * yet says so, with "Tell me when it opens" above the link.
 */
export function UniversityCard({ university, to, actionLabel, headingLevel: Heading = 'h3' }: UniversityCardProps) {
  const instagram = instagramDisplay(university);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 focus-within:ring-2 focus-within:ring-brand-500">
      <div className="flex items-start gap-4">
        <UniversityLogo university={university} size={56} className="size-14 rounded-2xl" initialsClassName="text-lg" />
        <div className="min-w-0">
          <Heading className="text-base leading-6 font-bold [overflow-wrap:anywhere] text-slate-900">
            <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none group-hover:text-brand-700">
              {university.name}
            </Link>
          </Heading>
          {university.location && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <span className="truncate">{university.location}</span>
            </p>
          )}
          {!university.open && <NotOpenBadge className="mt-2" />}
        </div>
      </div>
      {university.description && <p className="mt-4 line-clamp-2 text-sm leading-6 [overflow-wrap:anywhere] text-slate-600">{university.description}</p>}
      {!university.open && (
        <div className="relative z-10 mt-4">
          <OpeningAlertButton university={university} />
        </div>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
        {instagram ? (
          <span className="inline-flex min-w-0 items-center gap-1.5 text-slate-600">
            <InstagramIcon className="size-4 shrink-0 text-fuchsia-600" />
            <span className="truncate">{instagram.label}</span>
          </span>
        ) : (
          <span />
        )}
        <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700">
          {actionLabel}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

/**
 * A card's shape while the list loads: the same padding and rows as a card with a description, so
 * the grid has its loaded height before the universities arrive.
 */
export function UniversityCardSkeleton() {
  return (
    <div className="flex h-full animate-pulse flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <div className="size-14 shrink-0 rounded-2xl bg-slate-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-3/4 rounded bg-slate-200" />
          <div className="h-4 w-1/2 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-4 space-y-2 py-1">
        <div className="h-4 rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
      </div>
      <div className="mt-auto pt-5">
        <div className="h-5 w-24 rounded bg-slate-100" />
      </div>
    </div>
  );
}

/** The lists' grid of cards (one column on a phone, three at the widest). */
export const UNIVERSITY_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

interface UniversityGridProps {
  universities: readonly University[];
  /** Where each card leads, and its action's words. */
  linkOf: (university: University) => Pick<UniversityCardProps, 'to' | 'actionLabel'>;
}

/** A page of universities as cards in the lists' grid. */
export function UniversityGrid({ universities, linkOf }: UniversityGridProps) {
  return (
    <ul className={UNIVERSITY_GRID}>
      {universities.map((university) => (
        <li key={university.id}>
          <UniversityCard university={university} {...linkOf(university)} />
        </li>
      ))}
    </ul>
  );
}

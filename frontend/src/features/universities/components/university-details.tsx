import { ArrowLeft, ArrowRight, Globe, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { InstagramIcon } from '@/components/ui/social-icons';
import { paths, universityPagePath } from '@/config/paths';

import type { University } from '../types';
import { formatStudentCount, instagramDisplay } from '../utils/display';

import { NotOpenNotice } from './opening-alert';
import { UniversityLogo } from './university-logo';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-18 rounded-2xl bg-white py-4 pr-4 pl-17 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <span className="absolute top-4 left-4 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 truncate font-medium text-slate-900">{children}</dd>
    </div>
  );
}

interface UniversityDetailsProps {
  university: University;
  /** Its students' featured posts (the app passes the featured grid), after the facts. */
  featured?: ReactNode;
}

/**
 * /universities/{id}: what Quad knows about a university (first, when nobody can join it yet, that it
 * is not open, with "Tell me when it opens"), what its students got featured, and a link to its own page.
 */
export function UniversityDetails({ university, featured }: UniversityDetailsProps) {
  const instagram = instagramDisplay(university);
  const students = formatStudentCount(university.studentCount);
  const websiteLabel = university.website?.replace(/^https?:\/\//i, '').replace(/\/$/, '');

  return (
    <>
      <div className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div aria-hidden="true" className="absolute -top-24 right-0 -z-10 size-96 rounded-full bg-brand-200/40 blur-3xl" />
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Link to={paths.universities} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All universities
          </Link>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
            <UniversityLogo university={university} size={96} eager className="size-24 rounded-3xl shadow-sm" initialsClassName="text-3xl" />
            <div className="min-w-0">
              {university.abbreviation && (
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{university.abbreviation}</p>
              )}
              <h1 className="mt-1 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-4xl">{university.name}</h1>
              {university.location && (
                <p className="mt-2 flex items-center gap-1.5 text-slate-600">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  {university.location}
                </p>
              )}
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {!university.open && <NotOpenNotice university={university} className="max-w-3xl" />}
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-bold text-slate-900">
            About
          </h2>
          <p className="mt-3 max-w-3xl text-base leading-7 whitespace-pre-line text-slate-700">{university.description}</p>
        </section>

        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="sr-only">
            Facts
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Fact icon={<MapPin aria-hidden="true" className="size-5" />} label="Location">
              {university.location || 'Not specified'}
            </Fact>
            <Fact icon={<Users aria-hidden="true" className="size-5" />} label="Students">
              {students ?? 'Not specified'}
            </Fact>
            <Fact icon={<Globe aria-hidden="true" className="size-5" />} label="Website">
              {university.website ? (
                <a href={university.website} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {websiteLabel}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                'Not specified'
              )}
            </Fact>
            <Fact icon={<InstagramIcon className="size-5" />} label="Instagram">
              {instagram ? (
                <a href={instagram.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {instagram.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                'Not specified'
              )}
            </Fact>
          </dl>
        </section>

        {featured}

        <div className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <p className="text-lg font-semibold">Visit {university.name} on Quad</p>
            <p className="mt-1 text-brand-100">Its own page, with its students&apos; featured photos and a way to find a roommate there.</p>
          </div>
          <Link to={universityPagePath(university.slug)} className={buttonClasses('light', 'md', 'shrink-0')}>
            Go to the university page
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </>
  );
}

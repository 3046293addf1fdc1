import { PenSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { InstagramIcon } from '@/components/ui/social-icons';
import { paths, submitPath } from '@/config/paths';

import type { University } from '../types';
import { instagramDisplay } from '../utils/display';

import { NotOpenNotice } from './opening-alert';
import { UniversityLogo } from './university-logo';

interface UniversityPageProps {
  university: University;
  /** Its students' featured posts (the app passes the featured grid), under the card. */
  featured?: ReactNode;
}

/**
 * A university's own page, `/{slug}` (spec 2.3, the university-filter variant): its logo or initials,
 * name, whether it is not open yet (with "Tell me when it opens"), Submit Content and Find Roommates,
 * its description and Instagram link, then what is featured.
 */
export function UniversityPage({ university, featured }: UniversityPageProps) {
  const instagram = instagramDisplay(university);
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-56 bg-gradient-to-br from-brand-600 via-violet-600 to-fuchsia-600 sm:h-64" />
      <div className="mx-auto max-w-3xl px-4 pt-16 pb-16 sm:px-6 sm:pt-24 sm:pb-24">
        <article className="rounded-3xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-900/5 sm:p-10">
          <UniversityLogo
            university={university}
            size={112}
            eager
            className="mx-auto -mt-16 size-24 rounded-3xl shadow-lg ring-4 ring-white sm:-mt-20 sm:size-28"
            initialsClassName="text-3xl"
          />
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-4xl">{university.name}</h1>
          {university.location && <p className="mt-2 text-slate-600">{university.location}</p>}
          {!university.open && <NotOpenNotice university={university} className="mt-7" />}
          <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={submitPath(university.id)} className={buttonClasses('primary', 'lg')}>
              <PenSquare aria-hidden="true" className="size-5" />
              Submit Content
            </Link>
            <Link to={paths.roommates} className={buttonClasses('secondary', 'lg')}>
              <Users aria-hidden="true" className="size-5" />
              Find Roommates
            </Link>
          </div>
          <section aria-labelledby="university-about-heading" className="mt-10 border-t border-slate-100 pt-8 text-left">
            <h2 id="university-about-heading" className="text-lg font-bold text-slate-900">
              About {university.name}
            </h2>
            <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">{university.description}</p>
            {instagram && (
              <a
                href={instagram.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-6 inline-flex items-center gap-2 rounded-full bg-gradient-to-r from-fuchsia-700 to-rose-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:opacity-95"
              >
                <InstagramIcon className="size-5" />
                Follow {instagram.label === 'Instagram' ? 'on Instagram' : `${instagram.label} on Instagram`}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </section>
        </article>
      </div>
      {featured && <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">{featured}</div>}
    </div>
  );
}

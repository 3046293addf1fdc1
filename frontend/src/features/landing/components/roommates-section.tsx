import { GraduationCap, MapPin, UserPlus } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { samplePeople } from '../data/sample-content';

export function RoommatesSection({ startPath = paths.register }: { startPath?: string }) {
  return (
    <section aria-labelledby="roommates-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Roommate Finder</p>
          <h2 id="roommates-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Potential Roommates
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Quad compares sleep schedules, study habits, cleanliness and interests to suggest students you will actually
            enjoy living with.
          </p>
          <Link to={startPath} className={buttonClasses('primary', 'lg', 'mt-8')}>
            Create your profile
          </Link>
        </div>

        <div className="lg:col-span-3">
          <div className="rounded-3xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-2 px-2 pb-4">
              <h3 className="text-lg font-bold text-slate-900">Suggested for you</h3>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">Sample profiles</span>
            </div>
            <ul className="space-y-3">
              {samplePeople.map((person) => (
                <li
                  key={person.id}
                  className="grid grid-cols-[auto_1fr] gap-4 rounded-2xl border border-slate-100 p-4 transition-colors hover:border-brand-200 hover:bg-brand-50/40 sm:flex sm:items-center"
                >
                  <img src={person.image} alt="" width={64} height={64} loading="lazy" className="size-14 shrink-0 rounded-2xl sm:size-16" />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <h4 className="font-semibold text-slate-900">{person.name}</h4>
                      <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
                        {person.match}% match
                      </span>
                    </div>
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                      {person.university}
                    </p>
                    <p className="flex items-center gap-1.5 text-sm text-slate-600">
                      <GraduationCap aria-hidden="true" className="size-3.5 shrink-0" />
                      {person.major} · {person.year}
                    </p>
                    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`${person.name}'s lifestyle`}>
                      {person.tags.map((tag) => (
                        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <Link
                    to={startPath}
                    aria-label={`Connect with ${person.name}`}
                    className={buttonClasses('primary', 'sm', 'col-span-2 shrink-0')}
                  >
                    <UserPlus aria-hidden="true" className="size-4" />
                    Connect
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface AreaLink {
  to: string;
  label: string;
  text: string;
  icon: LucideIcon;
}

interface AreaLandingProps {
  eyebrow: string;
  title: string;
  intro: string;
  links: readonly AreaLink[];
}

/** The first screen of a staff area (admin, manager): a title band and cards to its sections. */
export function AreaLanding({ eyebrow, title, intro, links }: AreaLandingProps) {
  return (
    <>
      <div className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div aria-hidden="true" className="absolute -top-24 right-0 -z-10 size-96 rounded-full bg-brand-200/40 blur-3xl" />
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 className="sr-only">Sections</h2>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {links.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0">
                  <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-brand-700">
                    {label}
                    <ArrowRight aria-hidden="true" className="size-4 opacity-0 transition group-hover:opacity-100" />
                  </span>
                  <span className="mt-1 block text-sm leading-6 text-slate-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

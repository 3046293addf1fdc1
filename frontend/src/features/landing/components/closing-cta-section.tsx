import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ClosingCtaSection({ startPath = paths.register }: { startPath?: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-violet-900 px-6 py-16 text-center shadow-2xl shadow-brand-900/30 sm:px-16 sm:py-20">
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-fuchsia-500/30 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-24 -left-24 -z-10 size-80 rounded-full bg-sky-400/20 blur-3xl" />
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
          Ready to find your people?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">
          Create your profile, and once it is approved, meet the students at your university you would share a room
          with best. It&apos;s free.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={startPath} className={buttonClasses('light', 'lg')}>
            Get Started
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link to={paths.universities} className={buttonClasses('outline-light', 'lg')}>
            Browse universities
          </Link>
        </div>
      </div>
    </section>
  );
}

import { shownFigures, type LandingFigures } from '../utils/figures';

interface StatsSectionProps {
  /** The real figures; without them (loading, failed, or all below the threshold) the section has no numbers. */
  figures?: LandingFigures;
}

export function StatsSection({ figures }: StatsSectionProps) {
  const shown = shownFigures(figures);
  return (
    <section aria-labelledby="stats-title" className="relative isolate overflow-hidden bg-brand-900 py-16 sm:py-20">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-900 to-violet-900" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="text-center text-2xl font-bold tracking-tight text-white sm:text-3xl">
          Built for verified students
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg leading-8 text-brand-100">
          Students show where they study with their university e-mail address, and every roommate profile is reviewed
          before other students see it.
        </p>
        {shown.length > 0 && (
          <dl className="mt-12 flex flex-wrap justify-center gap-x-16 gap-y-10">
            {shown.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse items-center gap-2 text-center">
                <dt className="text-sm font-medium tracking-wide text-brand-200 uppercase">{figure.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

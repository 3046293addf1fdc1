import { stats } from '../data/sample-content';

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="relative isolate overflow-hidden bg-brand-900 py-16 sm:py-20">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-900 to-violet-900" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="text-center text-2xl font-bold tracking-tight text-white sm:text-3xl">
          Trusted by students across the country
        </h2>
        <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center gap-2 text-center">
              <dt className="text-sm font-medium tracking-wide text-brand-200 uppercase">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The heading of /connections: what the lists are. */
export function ConnectionsHeader() {
  return (
    <div className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div aria-hidden="true" className="absolute -top-24 right-0 -z-10 size-96 rounded-full bg-brand-200/40 blur-3xl" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your people</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Connections</h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
          The students you&apos;re connected with, the requests between you and others, and whom you blocked.
        </p>
      </div>
    </div>
  );
}

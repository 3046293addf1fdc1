/** The heading of /messages: what the list is. */
export function MessagesHeader() {
  return (
    <div className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div aria-hidden="true" className="absolute -top-24 right-0 -z-10 size-96 rounded-full bg-brand-200/40 blur-3xl" />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your people</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Messages</h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
          Your conversations with the students you&apos;re connected with, the latest first.
        </p>
      </div>
    </div>
  );
}

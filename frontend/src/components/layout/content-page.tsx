import type { ReactNode } from 'react';

export interface TocEntry {
  id: string;
  label: string;
}

interface ContentPageProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  lastUpdated?: string;
  toc?: readonly TocEntry[];
  /** Full-width content between the title band and the text (e.g. a grid of cards). */
  lead?: ReactNode;
  children: ReactNode;
}

/** The shell of every long-form page (legal, help, about): a title band, optional contents, the text. */
export function ContentPage({ eyebrow, title, intro, lastUpdated, toc, lead, children }: ContentPageProps) {
  return (
    <>
      <div className="relative isolate overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div aria-hidden="true" className="absolute -top-24 right-0 -z-10 size-96 rounded-full bg-brand-200/40 blur-3xl" />
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          {intro && <div className="mt-5 max-w-3xl text-lg leading-8 text-slate-600 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">{intro}</div>}
          {lastUpdated && (
            <p className="mt-5 text-sm text-slate-600">
              Last updated: <time>{lastUpdated}</time>
            </p>
          )}
        </div>
      </div>
      {lead && <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 sm:pt-16 lg:px-8">{lead}</div>}
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {toc && toc.length > 0 ? (
          <div className="lg:grid lg:grid-cols-12 lg:gap-12">
            <nav aria-label="On this page" className="mb-10 lg:col-span-3 lg:mb-0">
              <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24">
                <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">On this page</h2>
                <ol className="mt-3 space-y-2 text-sm">
                  {toc.map((entry) => (
                    <li key={entry.id}>
                      <a href={`#${entry.id}`} className="text-slate-600 hover:text-brand-700">
                        {entry.label}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
            <article className="prose-quad lg:col-span-9 lg:max-w-3xl">{children}</article>
          </div>
        ) : (
          <div className="prose-quad max-w-3xl">{children}</div>
        )}
      </div>
    </>
  );
}

/** A titled section inside a ContentPage, anchored for the contents list. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

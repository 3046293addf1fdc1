import type { ReactNode } from 'react';

import { SectionHeading } from './section-heading';

/** Four grey cards where the posts will be: nothing to read, nothing sample, until the server answers. */
export function FeaturedSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading featured posts...</span>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className="overflow-hidden rounded-2xl border border-slate-200">
            <div className="aspect-square animate-pulse bg-slate-100" />
            <div className="space-y-2 p-3 sm:p-5">
              <div className="h-3 w-1/2 rounded bg-slate-100" />
              <div className="h-3 w-full rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Said in place of the posts: nothing is featured yet (`failed` false), or the posts cannot be had
 * now. Never sample posts.
 */
export function NoFeaturedPosts({ failed = false }: { failed?: boolean }) {
  return (
    <p className="mx-auto max-w-xl rounded-2xl bg-slate-50 px-6 py-8 text-center text-slate-600 ring-1 ring-slate-200">
      {failed
        ? 'Featured posts cannot be shown right now. Please try again later.'
        : "Nothing is featured yet. When a university's team features a student's photo, it will show here."}
    </p>
  );
}

/**
 * Recently Featured: the newest featured posts of every university, or a line saying there are none
 * yet. The app passes them as `children` (they load after the first paint); without them the
 * section holds a neutral skeleton.
 */
export function FeaturedPostsSection({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="featured-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-title"
          eyebrow="From the community"
          title="Recently Featured"
          intro="Student photos their universities' teams picked for their pages on Quad."
        />
        <div className="mt-12 sm:mt-16">{children ?? <FeaturedSkeleton />}</div>
      </div>
    </section>
  );
}

import { Heart, MessageCircle } from 'lucide-react';

import { samplePosts } from '../data/sample-content';

import { SectionHeading } from './section-heading';

const formatCount = (value: number) => value.toLocaleString('en-US');

export function FeaturedPostsSection() {
  return (
    <section aria-labelledby="featured-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-title"
          eyebrow="From the community"
          title="Recently Featured"
          intro="A few of the student posts our managers picked for university pages this week."
        />
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:mt-16 sm:gap-6 lg:grid-cols-4">
          {samplePosts.map((post) => (
            <li key={post.id}>
              <article className="group h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl hover:shadow-slate-900/10">
                <div className="overflow-hidden">
                  <img
                    src={post.image}
                    alt={post.alt}
                    width={400}
                    height={400}
                    loading="lazy"
                    className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </div>
                <div className="p-3 sm:p-5">
                  <h3 className="truncate text-xs font-semibold text-slate-900 sm:text-sm">@{post.username}</h3>
                  <p className="mt-1.5 text-xs leading-5 text-slate-600 sm:text-sm sm:leading-6">{post.caption}</p>
                  <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 sm:mt-4 sm:gap-x-5 sm:text-sm">
                    <span className="inline-flex items-center gap-1.5">
                      <Heart aria-hidden="true" className="size-4 text-rose-500" />
                      {formatCount(post.likes)}
                      <span className="sr-only">likes</span>
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <MessageCircle aria-hidden="true" className="size-4 text-brand-500" />
                      {formatCount(post.comments)}
                      <span className="sr-only">comments</span>
                    </span>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

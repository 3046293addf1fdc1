import { Heart, MessageCircle } from 'lucide-react';

import { samplePosts } from '../data/sample-posts';

const formatCount = (value: number) => value.toLocaleString('en-US');

/** Illustrative posts, visibly labelled as samples: shown only while nothing is featured yet. */
export function SamplePosts() {
  return (
    <div>
      <p className="mb-4 text-center text-sm text-slate-600">
        <span className="mr-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase">
          Sample posts
        </span>
        Nothing is featured yet: this is how featured posts will look.
      </p>
      <ul aria-label="Sample posts" className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {samplePosts.map((post) => (
          <li key={post.id}>
            <article className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <img
                src={post.image}
                alt={post.alt}
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover"
              />
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
  );
}

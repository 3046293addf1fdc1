import { Heart, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';

import { universityPagePath } from '@/config/paths';

import type { FeaturedPost } from '../types';
import { photoAlt, photoSrcSet } from '../utils/images';

/** Two columns, four from 1024 px, in a 1280 px column. */
const RECENT_IMAGE_SIZES = '(min-width: 1024px) 300px, 50vw';

const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * The newest featured posts of every university (the landing page's Recently Featured): each with
 * its credit, caption, Quad likes and, once on Instagram, its comments there, leading to its
 * university's page. Below the fold: thumbnails, fetched lazily.
 */
export function RecentFeaturedList({ posts }: { posts: FeaturedPost[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
      {posts.map((post) => {
        const photo = post.photos[0];
        const comments = post.instagram?.comments;
        return (
          <li key={post.id}>
            <article className="group relative h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl hover:shadow-slate-900/10">
              {photo && (
                <div className="overflow-hidden">
                  <img
                    src={photo.thumbnailUrl}
                    srcSet={photoSrcSet(photo)}
                    sizes={RECENT_IMAGE_SIZES}
                    width={photo.width}
                    height={photo.height}
                    alt={photoAlt(post.credit, post.caption)}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </div>
              )}
              <div className="p-3 sm:p-5">
                <h3 className="truncate text-xs font-semibold text-slate-900 sm:text-sm">
                  <span aria-hidden="true">📸 </span>
                  {post.credit}
                </h3>
                <Link
                  to={universityPagePath(post.university.slug)}
                  className="mt-0.5 block truncate text-xs font-medium text-brand-700 after:absolute after:inset-0 hover:underline sm:text-sm"
                >
                  {post.university.name}
                </Link>
                <p className="mt-1.5 line-clamp-3 text-xs leading-5 [overflow-wrap:anywhere] text-slate-600 sm:text-sm sm:leading-6">
                  {post.caption}
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 sm:mt-4 sm:gap-x-5 sm:text-sm">
                  <span className="inline-flex items-center gap-1.5">
                    <Heart aria-hidden="true" className="size-4 text-rose-500" />
                    {formatCount(post.likes)}
                    <span className="sr-only">likes</span>
                  </span>
                  {comments != null && (
                    <span className="inline-flex items-center gap-1.5">
                      <MessageCircle aria-hidden="true" className="size-4 text-brand-500" />
                      {formatCount(comments)}
                      <span className="sr-only">comments on Instagram</span>
                    </span>
                  )}
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

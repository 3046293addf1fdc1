import { ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { InstagramIcon } from '@/components/ui/social-icons';
import { universityPagePath } from '@/config/paths';

import type { FeaturedPost } from '../types';
import { photoAlt } from '../utils/images';

import { FeaturedCaption } from './featured-caption';
import { useFeaturedCardExtras } from './featured-card-extras';
import { LikeButton } from './like-button';
import { PhotoCarousel } from './photo-carousel';

const formatCount = (value: number) => value.toLocaleString('en-US');

/** Instagram's own counts of the post (refreshed now and then), said to be Instagram's, and a link to it there. */
function OnInstagram({ instagram }: { instagram: NonNullable<FeaturedPost['instagram']> }) {
  const hasCounts = instagram.likes != null || instagram.comments != null;
  if (!hasCounts && !instagram.permalink) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600">
      <InstagramIcon className="size-4 text-fuchsia-700" />
      {hasCounts && (
        <span>
          On Instagram: {formatCount(instagram.likes ?? 0)} likes · {formatCount(instagram.comments ?? 0)} comments
        </span>
      )}
      {instagram.permalink && (
        <a
          href={instagram.permalink}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          View on Instagram
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}

interface FeaturedCardProps {
  post: FeaturedPost;
  /** Under the likes, e.g. when the post was saved. */
  footer?: ReactNode;
  /** Names the post's university, with a link to its page (for a list of several universities' posts). */
  showUniversity?: boolean;
}

/**
 * One featured post: its photos, the credit, the caption, Quad likes and, once posted there,
 * Instagram's counts; with the app's extras (`FeaturedCardExtrasProvider`) beside and on the like.
 */
export function FeaturedCard({ post, footer, showUniversity = false }: FeaturedCardProps) {
  const creditId = useId();
  const { Actions, likeCopies, likeAccess } = useFeaturedCardExtras();
  return (
    <article aria-labelledby={creditId} className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <PhotoCarousel photos={post.photos} alt={photoAlt(post.credit, post.caption)} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={creditId} className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">
            <span aria-hidden="true">📸 </span>
            <span className="sr-only">Photo by</span> {post.credit}
          </h3>
          {showUniversity && (
            <Link
              to={universityPagePath(post.university.slug)}
              className="mt-0.5 inline-block text-sm font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline"
            >
              {post.university.name}
            </Link>
          )}
        </div>
        <FeaturedCaption caption={post.caption} />
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2">
          <LikeButton post={post} copies={likeCopies} access={likeAccess?.(post)} />
          {Actions && <Actions post={post} />}
        </div>
        {footer}
        {post.instagram && <OnInstagram instagram={post.instagram} />}
      </div>
    </article>
  );
}

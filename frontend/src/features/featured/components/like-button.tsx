import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { useSession } from '@/lib/auth';
import { loginPathReturningTo } from '@/lib/return-to';

import { useLikeFeaturedPost, type FeaturedPostCopy } from '../api/like-featured-post';
import type { FeaturedPost, LikeAccess } from '../types';

const formatCount = (value: number) => value.toLocaleString('en-US');
const likesText = (count: number) => `${formatCount(count)} ${count === 1 ? 'like' : 'likes'}`;

interface LikeToggleProps {
  post: FeaturedPost;
  /** The other caches holding the post, given the server's copy after a like (see `useLikeFeaturedPost`). */
  copies?: readonly FeaturedPostCopy[];
}

interface LikeButtonProps extends LikeToggleProps {
  /**
   * Whether the signed-in person may like it (the app decides from their membership; allowed when not
   * given). Someone who may not sees the count and who can like instead of a toggle the server refuses.
   */
  access?: LikeAccess;
}

/** The count, not a control. */
function LikeCount({ likes }: { likes: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Heart aria-hidden="true" className="size-5 text-rose-500" />
      {likesText(likes)}
    </span>
  );
}

function LikeToggle({ post, copies }: LikeToggleProps) {
  const like = useLikeFeaturedPost(post.id, { copies });
  // The click shows at once; the server's answer (or a failure, which rolls it back) follows.
  const liked = like.isPending ? like.variables : post.liked;
  const likes = Math.max(0, post.likes + (liked === post.liked ? 0 : liked ? 1 : -1));
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Like (${likesText(likes)})`}
      onClick={() => like.mutate(!liked)}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        liked ? 'bg-rose-50 text-rose-700 ring-rose-200 hover:bg-rose-100' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50'
      }`}
    >
      <Heart aria-hidden="true" className={`size-5 ${liked ? 'fill-rose-500 text-rose-500' : ''}`} />
      <span aria-hidden="true">{formatCount(likes)}</span>
    </button>
  );
}

/**
 * The Quad likes of a post: a toggle for a signed-in person who may like it (or who liked it before, to
 * take it back); the count and who can like for one who may not (the count alone while that is read);
 * the count and a way to sign in for a guest.
 */
export function LikeButton({ post, copies, access = 'allowed' }: LikeButtonProps) {
  const signedIn = useSession((state) => state.isAuthenticated);
  const location = useLocation();
  if (signedIn) {
    if (access === 'allowed' || post.liked) return <LikeToggle post={post} copies={copies} />;
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <LikeCount likes={post.likes} />
        {access === 'not-member' && (
          <span className="text-xs [overflow-wrap:anywhere] text-slate-600">Only students of {post.university.name} can like</span>
        )}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <LikeCount likes={post.likes} />
      <Link to={loginPathReturningTo(location)} className="font-semibold text-brand-700 hover:underline">
        Sign in to like
      </Link>
    </p>
  );
}

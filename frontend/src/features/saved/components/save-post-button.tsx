import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { useSession } from '@/lib/auth';
import { loginPathReturningTo } from '@/lib/return-to';

import { useSavePost } from '../api/save-post';
import type { SavedCopy } from '../api/save-profile';
import type { SaveablePost } from '../types';

interface SavePostButtonProps {
  post: SaveablePost;
  /** The other caches holding the post's `saved`, kept in step (see `useSavePost`). */
  copies?: readonly SavedCopy[];
}

function SavePostToggle({ post, copies }: SavePostButtonProps) {
  const toggle = useSavePost(post.id, { copies });
  // The click shows at once; the server's answer (or a failure, which puts it back) follows.
  const saved = toggle.isPending ? toggle.variables : post.saved;
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-label="Save post"
      aria-pressed={saved}
      onClick={() => toggle.mutate(!saved)}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        saved ? 'bg-brand-50 text-brand-700 ring-brand-200 hover:bg-brand-100' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50'
      }`}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span>
    </button>
  );
}

/**
 * Saved's toggle for a featured post (`aria-pressed`, named "Save post"), shown beside its like: for
 * a signed-in person it saves the post or removes it from Saved at once; a guest gets a way to sign
 * in instead, as with likes.
 */
export function SavePostButton({ post, copies }: SavePostButtonProps) {
  const signedIn = useSession((state) => state.isAuthenticated);
  const location = useLocation();
  if (signedIn) return <SavePostToggle post={post} copies={copies} />;
  return (
    <Link to={loginPathReturningTo(location)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
      <Bookmark aria-hidden="true" className="size-5" />
      Sign in to save
    </Link>
  );
}

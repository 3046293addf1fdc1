import { ExternalLink, LoaderCircle, RotateCcw, XCircle } from 'lucide-react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { ExpandableText } from '@/components/ui/expandable-text';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/utils/date-time';

import { useRetryPost } from '../api/retry-post';
import type { ManagerPost } from '../types';
import { CARD_CAPTION_LENGTH, characterCount, truncateCaption } from '../utils/caption';
import { MANAGER_MESSAGES } from '../utils/messages';

import { PostStatusBadge } from './status-badge';

/** The caption cut at 30 characters, with More and Less for the rest (spec 2.7). */
export function PostCaption({ caption }: { caption: string }) {
  return (
    <ExpandableText
      text={caption}
      long={characterCount(caption) > CARD_CAPTION_LENGTH}
      folded={{ text: truncateCaption(caption) }}
      className="text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-slate-800"
    />
  );
}

interface PostCardProps {
  post: ManagerPost;
  onCancel: (post: ManagerPost) => void;
}

/** One post of the list: image, status, caption, times, attempts, error, and what can be done with it. */
export function PostCard({ post, onCancel }: PostCardProps) {
  const retry = useRetryPost();
  const queued = post.status === 'queued';

  function runRetry() {
    retry.mutate(post.id, {
      onSuccess: (again) => toast.success(`${MANAGER_MESSAGES.retried} for ${formatDateTime(again.scheduledTime)}`),
      onError: (error) => toast.error(getErrorMessage(error, MANAGER_MESSAGES.retryFailed)),
    });
  }

  return (
    <article
      aria-label={`Post ${truncateCaption(post.caption)}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="relative aspect-square w-full bg-slate-100">
        <img src={post.image} alt="" loading="lazy" className="size-full object-contain" />
        <PostStatusBadge post={post} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <PostCaption caption={post.caption} />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {post.accountUsername && (
            <>
              <dt className="text-slate-500">Account</dt>
              <dd className="truncate font-medium text-slate-800">@{post.accountUsername}</dd>
            </>
          )}
          <dt className="text-slate-500">Scheduled</dt>
          <dd className="text-slate-800">{formatDateTime(post.scheduledTime)}</dd>
          {post.postedTime && (
            <>
              <dt className="text-slate-500">Posted</dt>
              <dd className="text-slate-800">{formatDateTime(post.postedTime)}</dd>
            </>
          )}
        </dl>
        {post.attempts > 0 && post.status !== 'posted' && (
          <p className="text-sm font-medium text-amber-800">Attempts: {post.attempts}</p>
        )}
        {post.status === 'failed' && post.errorMessage && (
          <p className="rounded-lg bg-rose-50 px-3 py-2 text-sm leading-5 [overflow-wrap:anywhere] text-rose-800 ring-1 ring-rose-200 ring-inset">
            {post.errorMessage}
          </p>
        )}
        {post.mediaUnknown && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm leading-5 text-amber-900 ring-1 ring-amber-200 ring-inset">
            Published, but Quad could not tell which Instagram post it became: find it on
            {post.accountUsername ? ` @${post.accountUsername}` : ' the account'}.
          </p>
        )}
        {post.letterboxed && (
          <p className="text-xs text-slate-500">White bars were added to fit Instagram&apos;s shapes.</p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {queued && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onCancel(post)}
              disabled={post.publishing}
              title={post.publishing ? 'This post is being published right now' : undefined}
            >
              <XCircle aria-hidden="true" className="size-4" />
              Cancel
            </Button>
          )}
          {post.status === 'failed' && (
            <Button variant="secondary" size="sm" onClick={runRetry} disabled={retry.isPending}>
              {retry.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <RotateCcw aria-hidden="true" className="size-4" />
              )}
              {retry.isPending ? 'Retrying...' : 'Retry'}
            </Button>
          )}
          {post.permalink && (
            <a
              href={post.permalink}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              View post
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

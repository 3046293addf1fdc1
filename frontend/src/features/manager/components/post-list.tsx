import { Inbox, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';

import { usePosts } from '../api/get-posts';
import type { StatusFilter } from '../hooks/use-instagram-params';
import type { ManagerPost, ManagerUniversity } from '../types';
import { loadFailureMessage, MANAGER_MESSAGES } from '../utils/messages';

import { CancelPostDialog } from './cancel-post-dialog';
import { PostCard } from './post-card';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'posted', label: 'Posted' },
  { value: 'failed', label: 'Failed' },
];

const EMPTY_TEXTS: Record<StatusFilter, string> = {
  all: 'No posts yet.',
  queued: 'No queued posts.',
  posted: 'No posted posts yet.',
  failed: 'No failed posts.',
};

interface PostListProps {
  university: ManagerUniversity;
  status: StatusFilter;
  page: number;
  onStatusChange: (status: StatusFilter) => void;
  onPageChange: (page: number) => void;
  /** The page asked for is past the last one (the last post of the last page went away): go to this one. */
  onPageOutOfRange: (page: number) => void;
}

/** The status filter and Refresh: the toolbar of 'Posts for {university}'. */
export function PostListToolbar({
  status,
  onStatusChange,
  onRefresh,
  refreshing,
}: {
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        Status
      </label>
      <select
        id={id}
        value={status}
        onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        className="rounded-full border-0 bg-white py-2 pr-8 pl-4 text-sm font-medium text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        {FILTERS.map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
      </select>
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        Refresh
      </Button>
    </>
  );
}

/**
 * 'Posts for {university}' (spec 2.7): 6 a page from the server, 3 columns (1 on phones), 'Showing X of
 * Y posts'. While a shown post is queued the page is read again every 5 s.
 */
export function PostList({ university, status, page, onStatusChange, onPageChange, onPageOutOfRange }: PostListProps) {
  const posts = usePosts({ universityId: university.id, status: status === 'all' ? undefined : status, page });
  const [cancelling, setCancelling] = useState<ManagerPost | null>(null);
  const lastPage = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.pageSize)) : 1;
  const beyondLastPage = posts.data !== undefined && !posts.isPlaceholderData && page > lastPage;

  useEffect(() => {
    if (beyondLastPage) onPageOutOfRange(lastPage);
  }, [beyondLastPage, lastPage, onPageOutOfRange]);

  // Only a refresh asked for spins the button, not the 5 s polling.
  const [refreshing, setRefreshing] = useState(false);
  function refresh() {
    toast.info(MANAGER_MESSAGES.refreshing);
    setRefreshing(true);
    void posts.refetch().finally(() => setRefreshing(false));
  }

  const state = listQueryState(posts, {
    compact: true,
    loadingLabel: 'Loading posts...',
    failedMessage: (error) => loadFailureMessage(error, MANAGER_MESSAGES.postsFailed),
  });
  let body;
  if (state || !posts.data) {
    body = state;
  } else if (posts.data.posts.length === 0) {
    body = <EmptyState compact icon={<Inbox aria-hidden="true" className="size-6" />} title={EMPTY_TEXTS[status]} />;
  } else {
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          Showing {posts.data.posts.length} of {posts.data.total} posts
        </p>
        <ul
          aria-label={`Posts for ${university.name}`}
          className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
        >
          {posts.data.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} onCancel={setCancelling} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <PostListToolbar
          status={status}
          onStatusChange={onStatusChange}
          onRefresh={refresh}
          refreshing={refreshing}
       />
      </div>
      <div
        aria-busy={posts.isFetching}
        className={posts.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        {body}
      </div>
      {posts.data && (
        <div className="empty:hidden">
          <Pagination
            page={posts.data.page}
            pageSize={posts.data.pageSize}
            total={posts.data.total}
            noun="posts"
            label="Post pages"
            summary={false}
            onPageChange={onPageChange}
         />
        </div>
      )}
      {cancelling && <CancelPostDialog post={cancelling} onClose={() => setCancelling(null)} />}
    </div>
  );
}

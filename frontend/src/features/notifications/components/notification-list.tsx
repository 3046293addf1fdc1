import { Bell, CheckCheck } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { PrevNextPager } from '@/components/ui/prev-next-pager';
import { usePageParam } from '@/hooks/use-page-param';
import { groupByDay } from '@/utils/day-groups';

import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { isUnread } from '../utils/is-unread';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

import { NotificationItem } from './notification-item';

function unreadText(unread: number): string {
  if (unread === 0) return 'All caught up';
  return `${unread} unread`;
}

/**
 * /notifications: the person's notifications, newest first, grouped by day, with "Mark all as read"
 * and the pages (the page lives in the address). New ones arrive through the live stream.
 */
export function NotificationList() {
  const { page, setPage } = usePageParam();
  const list = useNotifications({ page, pageSize: NOTIFICATIONS_PAGE_SIZE });
  const count = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  if (list.isPending) return <LoadingState label="Loading your notifications..." />;
  if (list.isError) {
    return (
      <ErrorState framed message={NOTIFICATIONS_MESSAGES.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    );
  }

  const { notifications, total, pageSize } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / (pageSize || NOTIFICATIONS_PAGE_SIZE)));
  if (notifications.length === 0 && total > 0 && page > 1) {
    return (
      <EmptyState
        framed
        titleAs="h2"
        title="There are no more notifications on this page"
        action={
          <Button variant="secondary" onClick={() => setPage(Math.min(page - 1, pageCount))}>
            Go to page {Math.min(page - 1, pageCount)}
          </Button>
        }
      />
    );
  }
  if (notifications.length === 0) {
    return (
      <EmptyState framed titleAs="h2" title={NOTIFICATIONS_MESSAGES.empty} icon={<Bell aria-hidden="true" className="size-7" />}>
        Decisions on your profile, answers to your university requests, security notices about your account and, for
        Instagram managers, posts published or failed will show up here.
      </EmptyState>
    );
  }

  // The count is the server's; until it is known, what this page shows.
  const unread = count.data ?? notifications.filter(isUnread).length;
  return (
    <div className={`space-y-8 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={list.isPlaceholderData}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          <span className="font-semibold text-slate-900">{unreadText(unread)}</span>
          {total > 0 && <>, {total === 1 ? '1 notification' : `${total} notifications`} in all</>}
        </p>
        <Button variant="secondary" size="sm" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all as read
        </Button>
      </div>
      {groupByDay(notifications).map((group) => (
        <section key={group.key} aria-labelledby={`notifications-day-${group.key}`}>
          <h2 id={`notifications-day-${group.key}`} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {group.label}
          </h2>
          <ul className="mt-3 space-y-3">
            {group.items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onMarkRead={(chosen) => markRead.mutate(chosen)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <PrevNextPager
        label="Pages of notifications"
        page={page}
        pageSize={pageSize || NOTIFICATIONS_PAGE_SIZE}
        total={total}
        onPageChange={setPage}
      />
    </div>
  );
}

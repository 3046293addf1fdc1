import { Check, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/utils/date-time';
import { timeOfDay } from '@/utils/day-groups';

import type { Notification } from '../types';
import { isUnread } from '../utils/is-unread';
import { notificationTarget } from '../utils/notification-link';

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read (its link's click does too, while it is unread). */
  onMarkRead: (notification: Notification) => void;
}

const titleLinkClasses =
  'rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** The title, as a link to where the notification leads when it leads anywhere. */
function TitleLink({ notification, onFollow, children }: { notification: Notification; onFollow: () => void; children: ReactNode }) {
  const target = notificationTarget(notification.link);
  if (target?.kind === 'app') {
    return (
      <Link to={target.to} onClick={onFollow} className={titleLinkClasses}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={onFollow} className={titleLinkClasses}>
        {children}{' '}
        <span className="sr-only">(opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline text-slate-500" />
      </a>
    );
  }
  return children;
}

/**
 * One notification: its title (a link to where it leads: a page of the app, or an Instagram post in a
 * new tab), its text and time. An unread one stands out (a dot, a tint, bold) and says so to screen
 * readers; following its link or "Mark as read" marks it read.
 */
export function NotificationItem({ notification, onMarkRead }: NotificationItemProps) {
  const unread = isUnread(notification);
  const onFollow = () => {
    if (unread) onMarkRead(notification);
  };
  return (
    <article
      aria-label={notification.title}
      className={`relative flex gap-3 rounded-2xl p-4 ring-1 transition-colors sm:gap-4 sm:p-5 ${
        unread ? 'bg-brand-50/70 ring-brand-200' : 'bg-white ring-slate-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className={`text-base break-words text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
            {unread && <span className="sr-only">Unread: </span>}
            <TitleLink notification={notification} onFollow={onFollow}>
              {notification.title}
            </TitleLink>
          </h3>
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)} className="shrink-0 text-xs font-medium text-slate-600">
            {timeOfDay(notification.createdAt)}
          </time>
        </div>
        {notification.body && <p className="mt-1 text-sm leading-6 break-words text-slate-700">{notification.body}</p>}
        {unread && (
          // Above the title's stretched link, so it is a click of its own.
          <div className="relative mt-3">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onMarkRead(notification)}
              aria-label={`Mark as read: ${notification.title}`}
            >
              <Check aria-hidden="true" className="size-4" />
              Mark as read
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

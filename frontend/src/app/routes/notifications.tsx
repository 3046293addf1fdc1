import { NotificationList } from '@/features/notifications/components/notification-list';
import { NotificationsHeader } from '@/features/notifications/components/notifications-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /notifications: the signed-in person's notifications, newest first, grouped by day. */
export default function NotificationsRoute() {
  useDocumentTitle('Notifications');
  return (
    <>
      <NotificationsHeader />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <NotificationList />
      </div>
    </>
  );
}

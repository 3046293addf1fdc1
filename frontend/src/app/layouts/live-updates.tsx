import { ConnectionsLiveSync } from '@/features/connections/components/connections-live-sync';
import { MessagesLiveSync } from '@/features/messages/components/messages-live-sync';
import { NotificationsLiveSync } from '@/features/notifications/components/notifications-live-sync';
import { useLiveConnection } from '@/lib/live/live-client';

import { QueryProvider } from '../query-provider';
import { CONNECTED_QUERIES } from '../routes/connection-queries';

/**
 * The tab's live stream while a full session lasts, and what each feature keeps current from it.
 * PublicLayout mounts it lazily for signed-in people only (so a guest's first visit never loads it)
 * and unmounts it on sign-out, which closes the stream.
 */
export default function LiveUpdates() {
  useLiveConnection();
  return (
    <QueryProvider>
      <NotificationsLiveSync />
      <ConnectionsLiveSync related={CONNECTED_QUERIES} />
      <MessagesLiveSync />
    </QueryProvider>
  );
}

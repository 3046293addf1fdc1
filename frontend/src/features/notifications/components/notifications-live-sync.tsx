import { useNotificationsLive } from '../hooks/use-notifications-live';
import { useUnreadCountPolling } from '../hooks/use-unread-count-polling';

/**
 * Renders nothing: keeps the cached notifications in step with the live stream, and asks for the
 * unread count now and then while the stream is refused. The app mounts it once, with the stream.
 */
export function NotificationsLiveSync() {
  useNotificationsLive();
  useUnreadCountPolling();
  return null;
}

import { useMessagesLive } from '../hooks/use-messages-live';
import { useUnreadConversationsPolling } from '../hooks/use-unread-conversations-polling';

/**
 * Renders nothing: keeps the cached conversations, threads and envelope count in step with the live
 * stream, and asks for the count now and then while the stream is refused. The app mounts it once,
 * with the stream.
 */
export function MessagesLiveSync() {
  useMessagesLive();
  useUnreadConversationsPolling();
  return null;
}

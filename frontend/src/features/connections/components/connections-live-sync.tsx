import type { Change } from '@/lib/changes';
import { useLiveEvent } from '@/lib/live/live-client';

/**
 * Renders nothing: says what a notification of the live stream changed, for the app to read again
 * what shows it: a request to connect, the requests waiting for the viewer; a new connection (a
 * request accepted, a mutual interest), who is connected and the sent requests. The app mounts it
 * once, with the stream.
 */
export function ConnectionsLiveSync({ onChange }: { onChange: (changes: readonly Change[]) => void }) {
  useLiveEvent('notification', ({ notification }) => {
    if (notification.kind === 'connectionRequested') onChange(['received-requests']);
    if (notification.kind === 'connected') onChange(['connections', 'sent-requests']);
  });
  return null;
}

import { useQueryClient } from '@tanstack/react-query';

import { ConnectionsLiveSync } from '@/features/connections/components/connections-live-sync';
import { MessagesLiveSync } from '@/features/messages/components/messages-live-sync';
import { NotificationsLiveSync } from '@/features/notifications/components/notifications-live-sync';
import { readAgain, type Change } from '@/lib/changes';
import { useLiveConnection, useLiveEvent } from '@/lib/live/live-client';
import { invalidateMembership } from '@/lib/membership';

import { appQueryClient, QueryProvider } from '../query-provider';

/**
 * The tab's live stream while a full session lasts, and what each feature keeps current from it.
 * PublicLayout mounts it lazily for signed-in people only (so a guest's first visit never loads it)
 * and unmounts it on sign-out, which closes the stream.
 */
/**
 * Renders nothing: the membership is read again when the stream says it changed (a link opened on
 * another device: the profile wizard waiting for it moves on), or could not replay what was missed.
 */
function MembershipLiveSync() {
  const queryClient = useQueryClient();
  useLiveEvent('membershipChanged', () => void invalidateMembership(queryClient));
  useLiveEvent('hello', ({ fresh }) => {
    if (fresh) void invalidateMembership(queryClient);
  });
  return null;
}

/** What a live event changed is read again where it shows (src/app/compose/change-map.ts). */
const readAgainOnChange = (changes: readonly Change[]) => void readAgain(appQueryClient, changes);

export default function LiveUpdates() {
  useLiveConnection();
  return (
    <QueryProvider>
      <NotificationsLiveSync />
      <ConnectionsLiveSync onChange={readAgainOnChange} />
      <MessagesLiveSync />
      <MembershipLiveSync />
    </QueryProvider>
  );
}

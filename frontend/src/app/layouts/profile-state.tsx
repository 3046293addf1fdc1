import type { ReactNode } from 'react';

import { ProfileStateContext, type ProfileState } from '@/components/layout/profile-state';
import { UnreadMessagesContext } from '@/components/layout/unread-messages';
import { UnreadNotificationsContext } from '@/components/layout/unread-notifications';
import { useUnreadConversations } from '@/features/messages/api/get-unread-conversations';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { useSession } from '@/lib/auth';

import { QueryProvider } from '../query-provider';

/**
 * Tells the account menus inside whether the signed-in student has a roommate profile (GET /profile/me,
 * the cached answer the profile screens share, asked for students only), so they offer Edit Profile or
 * Create Profile (issue 22), how many of their notifications are unread (the bell's badge) and how many of their conversations
 * (the envelope's), both kept current by the live stream.
 */
export function ProfileStateFromServer({ children }: { children: ReactNode }) {
  // Roommate profiles are students' (role `user`): staff have none, so nobody asks for theirs (it would
  // answer 404 on every staff page) and their menus offer neither Create Profile nor Edit Profile.
  const isStudent = useSession((state) => state.user?.role === 'user');
  const profile = useMyProfile({ enabled: isStudent });
  const unread = useUnreadCount();
  const unreadConversations = useUnreadConversations();
  const state: ProfileState = isStudent && profile.isSuccess ? (profile.data ? 'exists' : 'none') : 'unknown';
  return (
    <ProfileStateContext value={state}>
      <UnreadNotificationsContext value={unread.data ?? 0}>
        <UnreadMessagesContext value={unreadConversations.data ?? 0}>{children}</UnreadMessagesContext>
      </UnreadNotificationsContext>
    </ProfileStateContext>
  );
}

/**
 * The same around the site header's signed-in parts, which sit outside the query provider's layout
 * route: PublicLayout loads it for signed-in people only, so a guest's first visit stays without
 * react-query.
 */
export default function HeaderProfileState({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ProfileStateFromServer>{children}</ProfileStateFromServer>
    </QueryProvider>
  );
}

import { markRoommateSaved } from '@/features/roommates/api/mark-roommate-saved';
import { SaveButton } from '@/features/saved/components/save-button';
import type { SaveableStudent } from '@/features/saved/types';

/** The roommate caches that hold a student's `saved`: the list's pages and the student's page. */
const ROOMMATE_COPIES = [markRoommateSaved] as const;

interface RoommateSaveButtonProps {
  roommate: SaveableStudent;
  variant?: 'icon' | 'labelled';
}

/**
 * Saved's bookmark for a student of the roommate pages: saving or removing them shows at once on
 * the list, their page and Saved alike (the features do not know each other; they meet here).
 */
export function RoommateSaveButton({ roommate, variant }: RoommateSaveButtonProps) {
  return <SaveButton student={roommate} copies={ROOMMATE_COPIES} variant={variant} />;
}

import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';

import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { paths, roommatePath } from '@/config/paths';
import { TopMatches } from '@/features/roommates/components/top-matches';
import type { RoommateCard } from '@/features/roommates/types';
import { displayName } from '@/features/roommates/utils/display';

import { RoommateSaveButton } from './roommate-save-button';
import { ForbiddenNotice, RoommateAccessGate } from './roommates-access';

/**
 * A card's Connect: the student's page, where connecting happens as from /roommates (Interested,
 * Send request). None for a student already connected: the card says Connected.
 */
function ConnectLink({ roommate }: { roommate: RoommateCard }) {
  if (roommate.connected) return null;
  return (
    <Link
      to={roommatePath(roommate.id)}
      aria-label={`Connect with ${displayName(roommate)}`}
      className={buttonClasses('primary', 'sm', 'relative z-10 w-full')}
    >
      <UserPlus aria-hidden="true" className="size-4" />
      Connect
    </Link>
  );
}

/**
 * The landing page's roommate band for a signed-in student: their own best three matches as
 * /roommates shows them (match, reasons, save, and Connect to the student's page) with "See all
 * matches"; or, while they cannot see other students, why and the step that fixes it (as on
 * /roommates); or, with nobody to match yet, so, and the way to Find Roommates.
 */
export function LandingMatches() {
  return (
    <RoommateAccessGate>
      <TopMatches
        renderCardAction={(roommate) => <RoommateSaveButton roommate={roommate} />}
        renderCardFooter={(roommate) => <ConnectLink roommate={roommate} />}
        renderForbidden={(message) => <ForbiddenNotice message={message} />}
        emptyAction={
          <ButtonLink to={paths.roommates} variant="secondary" size="sm">
            Open Find Roommates
          </ButtonLink>
        }
      />
    </RoommateAccessGate>
  );
}

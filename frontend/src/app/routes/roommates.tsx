import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { RoommateBrowser } from '@/features/roommates/components/roommate-browser';
import { RoommatesHeader } from '@/features/roommates/components/roommates-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { RoommateSaveButton } from '../compose/roommate-save-button';
import { ForbiddenNotice, RoommateAccessGate } from '../compose/roommates-access';

/** /roommates: the students of the viewer's university looking for a roommate, best match first. */
export default function RoommatesRoute() {
  useDocumentTitle('Find Roommates');
  const profile = useMyProfile();
  return (
    <>
      <RoommatesHeader universityName={profile.data?.universityName} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <RoommateAccessGate>
          <RoommateBrowser
            renderForbidden={(message) => <ForbiddenNotice message={message} />}
            renderCardAction={(roommate) => <RoommateSaveButton roommate={roommate} />}
          />
        </RoommateAccessGate>
      </div>
    </>
  );
}

import { useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { RoommateCard } from '@/features/roommates/components/roommate-card';
import { SavedHeader } from '@/features/saved/components/saved-header';
import { SavedProfiles } from '@/features/saved/components/saved-profiles';
import { SavedTime } from '@/features/saved/components/saved-time';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { RoommateSaveButton } from './roommate-save-button';
import { ForbiddenNotice, RoommateAccessGate } from './roommates-access';

/**
 * /saved: the students the viewer saved, newest first, as the roommate list's cards, for a student
 * whose own profile others can see (anyone else is told why, as on /roommates).
 */
export default function SavedRoute() {
  useDocumentTitle('Saved');
  const { search } = useLocation();
  const returnTo = { path: `${paths.saved}${search}`, label: 'Back to Saved' };
  return (
    <>
      <SavedHeader />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <RoommateAccessGate>
          <SavedProfiles
            renderForbidden={(message) => <ForbiddenNotice message={message} />}
            renderCard={(profile) => (
              <RoommateCard
                roommate={profile}
                action={<RoommateSaveButton roommate={profile} />}
                footer={<SavedTime savedAt={profile.savedAt} />}
                returnTo={returnTo}
              />
            )}
          />
        </RoommateAccessGate>
      </div>
    </>
  );
}

import { useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { FeaturedCard } from '@/features/featured/components/featured-card';
import { RoommateCard } from '@/features/roommates/components/roommate-card';
import { SavedHeader } from '@/features/saved/components/saved-header';
import { SavedPosts } from '@/features/saved/components/saved-posts';
import { SavedProfiles } from '@/features/saved/components/saved-profiles';
import { SavedTabs } from '@/features/saved/components/saved-tabs';
import { SavedTime } from '@/features/saved/components/saved-time';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { FeaturedCards } from '../compose/featured-cards';
import { RoommateSaveButton } from '../compose/roommate-save-button';
import { ForbiddenNotice, RoommateAccessGate } from '../compose/roommates-access';

/**
 * The students the viewer saved, newest first, as the roommate list's cards, for a student whose
 * own profile others can see (anyone else is told why, as on /roommates).
 */
function SavedStudents() {
  const { search } = useLocation();
  const returnTo = { path: `${paths.saved}${search}`, label: 'Back to Saved' };
  return (
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
  );
}

/** The featured posts the viewer saved, as the university pages' cards with their university: anyone signed in has them. */
function SavedFeaturedPosts() {
  return (
    <FeaturedCards>
      <SavedPosts renderCard={(post) => <FeaturedCard post={post} showUniversity footer={<SavedTime savedAt={post.savedAt} />} />} />
    </FeaturedCards>
  );
}

/** /saved: what the viewer saved for later, students (the default) and featured posts (`?tab=posts`), as tabs. */
export default function SavedRoute() {
  useDocumentTitle('Saved');
  return (
    <>
      <SavedHeader />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <SavedTabs panels={{ students: <SavedStudents />, posts: <SavedFeaturedPosts /> }} />
      </div>
    </>
  );
}

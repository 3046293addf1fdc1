import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { BlockedList } from '@/features/connections/components/blocked-list';
import { ConnectionList } from '@/features/connections/components/connection-list';
import { ConnectionsHeader } from '@/features/connections/components/connections-header';
import { ConnectionsTabs } from '@/features/connections/components/connections-tabs';
import { RequestsPanel } from '@/features/connections/components/requests-panel';
import type { StudentCard } from '@/features/connections/types';
import { MessageButton } from '@/features/messages/components/message-button';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { RoommateCard } from '@/features/roommates/components/roommate-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { studentName } from '@/utils/student-name';

import { ForbiddenNotice, RoommateAccessGate } from '../compose/roommates-access';

/** A student of the lists as the roommate list's card, with the list's controls at its foot; its page leads back here. */
function useCardRenderer(headingLevel: 'h2' | 'h3') {
  const { search } = useLocation();
  const returnTo = { path: `${paths.connections}${search}`, label: 'Back to Connections' };
  return (student: StudentCard, footer: ReactNode) => (
    <RoommateCard roommate={student} headingLevel={headingLevel} footer={footer} returnTo={returnTo} />
  );
}

const renderForbidden = (message: string) => <ForbiddenNotice message={message} />;
const renderMessageButton = (student: StudentCard) => <MessageButton studentId={student.id} name={studentName(student)} />;

function Connections() {
  const profile = useMyProfile();
  const renderCard = useCardRenderer('h2');
  return (
    <ConnectionList
      renderCard={renderCard}
      renderForbidden={renderForbidden}
      renderMessageButton={renderMessageButton}
      looking={profile.data?.roommatePreferences.lookingForRoommate}
    />
  );
}

function Requests() {
  const renderCard = useCardRenderer('h3');
  return <RequestsPanel renderCard={renderCard} renderForbidden={renderForbidden} />;
}

/**
 * /connections: the students the viewer is connected with (the default), the requests between them
 * and others (`?tab=requests`) and whom they blocked (`?tab=blocked`), for a student whose own
 * profile others can see (anyone else is told why, as on /roommates).
 */
export default function ConnectionsRoute() {
  useDocumentTitle('Connections');
  return (
    <>
      <ConnectionsHeader />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <RoommateAccessGate>
          <ConnectionsTabs
            panels={{ connections: <Connections />, requests: <Requests />, blocked: <BlockedList /> }}
          />
        </RoommateAccessGate>
      </div>
    </>
  );
}

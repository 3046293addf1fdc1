import { useParams } from 'react-router';

import { BlockButton } from '@/features/connections/components/block-button';
import { ConversationThread } from '@/features/messages/components/conversation-thread';
import type { BlockablePeer, ReportTarget } from '@/features/messages/types';

import { ReportWithBlockButton } from '../compose/report-with-block-button';
import { ForbiddenNotice, RoommateAccessGate } from '../compose/roommates-access';

const renderForbidden = (message: string) => <ForbiddenNotice message={message} />;
// From a thread, "Also block" starts ticked: whoever reports the person they talk with likely wants them gone.
const renderReport = ({ kind, targetId, label, alsoBlock }: ReportTarget) => (
  <ReportWithBlockButton
    kind={kind}
    targetId={targetId}
    label={label}
    student={alsoBlock && { id: alsoBlock.studentId, name: alsoBlock.name }}
    blockByDefault
  />
);
const renderBlock = ({ studentId, name }: BlockablePeer) => (
  // The peer's name comes whole ("Ada L."), where the block button's other callers pass its parts.
  // Once blocked, the thread stays: it reads again as closed.
  <BlockButton student={{ id: studentId, firstName: name, lastInitial: '' }} />
);

/**
 * /messages/{id}: one conversation, for a student whose own profile others can see. Report (which
 * may block too) is the reports feature's, Block the connections'; a block leaves the thread closed.
 */
export default function MessageThreadRoute() {
  const { conversationId = '' } = useParams();
  return (
    // The thread fills the window below the header: its messages scroll, the box to write in stays in sight.
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-3xl flex-col px-4 pt-3 pb-4 sm:px-6 lg:px-8">
      <RoommateAccessGate>
        <ConversationThread
          key={conversationId}
          conversationId={conversationId}
          renderForbidden={renderForbidden}
          renderReport={renderReport}
          renderBlock={renderBlock}
        />
      </RoommateAccessGate>
    </div>
  );
}

import { useNavigate, useParams } from 'react-router';

import { paths } from '@/config/paths';
import { BlockButton } from '@/features/connections/components/block-button';
import { ConversationThread } from '@/features/messages/components/conversation-thread';
import type { ReportTarget } from '@/features/messages/types';
import { ReportButton } from '@/features/reports/components/report-button';

import { BLOCK_QUERIES } from './connection-queries';
import { ForbiddenNotice, RoommateAccessGate } from './roommates-access';

const renderForbidden = (message: string) => <ForbiddenNotice message={message} />;
const renderReport = (target: ReportTarget) => <ReportButton {...target} />;

/**
 * /messages/{id}: one conversation, for a student whose own profile others can see. Report is the
 * reports feature's, Block the connections' (after which the student leaves for the list).
 */
export default function MessageThreadRoute() {
  const { conversationId = '' } = useParams();
  const navigate = useNavigate();
  const renderBlock = ({ studentId, name }: { studentId: string; name: string }) => (
    // The peer's name comes whole ("Ada L."), where the block button's other callers pass its parts.
    <BlockButton
      student={{ id: studentId, firstName: name, lastInitial: '' }}
      related={BLOCK_QUERIES}
      onBlocked={() => void navigate(paths.messages)}
    />
  );
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

import { ConversationList } from '@/features/messages/components/conversation-list';
import { MessagesHeader } from '@/features/messages/components/messages-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { ForbiddenNotice, RoommateAccessGate } from '../compose/roommates-access';

const renderForbidden = (message: string) => <ForbiddenNotice message={message} />;

/**
 * /messages: the student's conversations with their connections, latest first, for a student whose
 * own profile others can see (anyone else is told why, as on /connections).
 */
export default function MessagesRoute() {
  useDocumentTitle('Messages');
  return (
    <>
      <MessagesHeader />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <RoommateAccessGate>
          <ConversationList renderForbidden={renderForbidden} />
        </RoommateAccessGate>
      </div>
    </>
  );
}

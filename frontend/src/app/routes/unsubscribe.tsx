import { useParams } from 'react-router';

import { UnsubscribeStatus } from '@/features/notifications/components/unsubscribe-status';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /unsubscribe/:token, the link at the foot of a notification e-mail; works signed out. */
export default function UnsubscribeRoute() {
  useDocumentTitle('Unsubscribe');
  const { token } = useParams();
  return <UnsubscribeStatus key={token} token={token} />;
}

import { useParams } from 'react-router';

import { ConfirmSubscription } from '@/features/newsletter/components/confirm-subscription';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /newsletter/confirm/:token, the link mailed to a new newsletter subscriber. */
export default function ConfirmNewsletterRoute() {
  useDocumentTitle('Confirm Subscription');
  const { token } = useParams();
  return <ConfirmSubscription key={token} token={token} />;
}

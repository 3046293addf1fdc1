import { useParams } from 'react-router';

import { ManageSubscription } from '@/features/newsletter/components/manage-subscription';
import { UniversityIdChecklist } from '@/features/universities/components/university-checklist';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /newsletter/unsubscribe/:token, the link at the foot of every issue: the subscriber chooses the
 * universities (the universities feature's checklist) or unsubscribes; works signed out.
 */
export default function NewsletterSubscriptionRoute() {
  useDocumentTitle('Your Newsletter');
  const { token } = useParams();
  return <ManageSubscription key={token} token={token} universityPicker={UniversityIdChecklist} />;
}

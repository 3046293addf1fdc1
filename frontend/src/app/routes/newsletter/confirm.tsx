import { useParams } from 'react-router';

import { ConfirmSubscription } from '@/features/newsletter/components/confirm-subscription';
import { UniversityIdChecklist } from '@/features/universities/components/university-checklist';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /newsletter/confirm/:token, the link mailed to a new newsletter subscriber; once confirmed, it
 * chooses the universities with the universities feature's checklist.
 */
export default function ConfirmNewsletterRoute() {
  useDocumentTitle('Confirm Subscription');
  const { token } = useParams();
  return <ConfirmSubscription key={token} token={token} universityPicker={UniversityIdChecklist} />;
}

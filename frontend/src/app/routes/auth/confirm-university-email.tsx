import { useParams } from 'react-router';

import { ConfirmUniversityEmailStatus } from '@/features/auth/components/confirm-university-email-status';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /confirm-university-email/:token, the link mailed to a university address from Settings. */
export default function ConfirmUniversityEmailRoute() {
  useDocumentTitle('Confirm University E-mail');
  const { token } = useParams();
  return <ConfirmUniversityEmailStatus key={token} token={token} />;
}

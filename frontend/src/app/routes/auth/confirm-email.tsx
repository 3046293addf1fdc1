import { useParams } from 'react-router';

import { ConfirmEmailStatus } from '@/features/auth/components/confirm-email-status';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /confirm-email/:token, the link mailed to a new address from Settings. */
export default function ConfirmEmailRoute() {
  useDocumentTitle('Confirm Email');
  const { token } = useParams();
  return <ConfirmEmailStatus key={token} token={token} />;
}

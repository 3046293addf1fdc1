import { useParams } from 'react-router';

import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /verify-email/:verificationToken (spec 2.4); without a token it says the link is invalid. */
export default function VerifyEmailRoute() {
  useDocumentTitle('Email Verification');
  const { verificationToken } = useParams();
  return <VerifyEmailStatus key={verificationToken} verificationToken={verificationToken} />;
}

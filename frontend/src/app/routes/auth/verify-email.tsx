import { useParams } from 'react-router';

import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { useNextStep } from '@/features/profiles/hooks/use-next-step';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /verify-email/:verificationToken (spec 2.4); without a token it says the link is invalid. A person the
 * link signs in goes on to their next step (the profile wizard for a new student).
 */
export default function VerifyEmailRoute() {
  useDocumentTitle('Email Verification');
  const { verificationToken } = useParams();
  const next = useNextStep();
  return <VerifyEmailStatus key={verificationToken} verificationToken={verificationToken} signedInTo={next} />;
}

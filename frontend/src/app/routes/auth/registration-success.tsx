import { useLocation } from 'react-router';

import { RegistrationSuccessPanel } from '@/features/auth/components/registration-success-panel';
import { NextStepRedirect } from '@/features/profiles/components/next-step-redirect';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { GuestOnly } from '@/lib/authorization';

function emailFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return null;
}

/** /registration-success (spec 2.4): where the link went and what comes next; signed-in people go on to their next step. */
export default function RegistrationSuccessRoute() {
  useDocumentTitle('Registration Complete');
  const location = useLocation();
  return (
    <GuestOnly signedIn={<NextStepRedirect />}>
      <RegistrationSuccessPanel email={emailFrom(location.state)} />
    </GuestOnly>
  );
}

import { Navigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner';

import { useNextStep } from '../hooks/use-next-step';

/**
 * Sends a signed-in person on (replace) to their next step (`useNextStep`): /admin for an admin; for
 * a student the wizard, their profile's status, or their feed. A spinner shows while it is worked out.
 */
export function NextStepRedirect() {
  const next = useNextStep();
  if (next === null) return <Spinner label="Finding your next step…" />;
  return <Navigate to={next} replace />;
}

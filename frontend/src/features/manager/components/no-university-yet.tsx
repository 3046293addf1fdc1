import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { EmptyState } from '@/components/ui/list-states';
import { canAccessAdmin, useSession } from '@/lib/auth';

import { MANAGER_MESSAGES } from '../utils/messages';

/**
 * A manager sees only the universities an admin assigned them (issue 23); admins see every one.
 * True when the viewer is a manager, not an admin, and `count` (theirs) is none.
 */
export function useHasNoUniversity(count: number | undefined): boolean {
  const admin = useSession((state) => canAccessAdmin(state.user));
  return count === 0 && !admin;
}

/** Where a manager's universities would be: none yet, and whom to ask. */
export function NoUniversityYet({
  compact = false,
  framed = false,
  children,
}: {
  compact?: boolean;
  framed?: boolean;
  /** Said after asking an admin, e.g. what else the screen offers. */
  children?: ReactNode;
}) {
  return (
    <EmptyState
      compact={compact}
      framed={framed}
      icon={<Building2 aria-hidden="true" className={compact ? 'size-6' : 'size-7'} />}
      title={MANAGER_MESSAGES.noUniversityYet}
    >
      <p>{MANAGER_MESSAGES.askForUniversity}</p>
      {children}
    </EmptyState>
  );
}

import { Home, Undo2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { useConfirmRoommates } from '../api/confirm-roommates';
import { useTakeBackRoommates } from '../api/take-back-roommates';
import type { Connection } from '../types';

import { StillLookingQuestion } from './still-looking-question';

interface RoommatesStatusProps {
  connection: Connection;
  /** Whether the viewer's profile says they are looking (undefined until known). */
  looking: boolean | undefined;
}

/**
 * "We're roommates" with a connection, and where it stands: the button, which asks first (issue 37:
 * one tap must not decide where someone lives); "waiting for Ada" once the viewer said so, with a
 * way to take it back until Ada says it too; "You're roommates" once both did, with the
 * still-looking question.
 */
export function RoommatesStatus({ connection, looking }: RoommatesStatusProps) {
  const confirm = useConfirmRoommates();
  const takeBack = useTakeBackRoommates();
  const [asking, setAsking] = useState(false);
  const { student, youConfirmedRoommatesAt, theyConfirmedRoommatesAt } = connection;

  if (!youConfirmedRoommatesAt) {
    return (
      <div className="space-y-1">
        <Button variant="secondary" size="sm" disabled={confirm.isPending} onClick={() => setAsking(true)}>
          <Home aria-hidden="true" className="size-4" />
          We&apos;re roommates
        </Button>
        <p className="text-xs text-slate-600">Found your roommate? Once {student.firstName} says so too, you both leave each other&apos;s lists.</p>
        {asking && (
          <ConfirmDialog
            title={`Roommates with ${student.firstName}?`}
            description={`${student.firstName} will see that you said you're roommates.`}
            icon={Home}
            actionLabel="Yes, we're roommates"
            busyLabel="Saving..."
            actionVariant="primary"
            busy={confirm.isPending}
            onConfirm={() => confirm.mutate(student.id, { onSettled: () => setAsking(false) })}
            onClose={() => setAsking(false)}
          >
            Once {student.firstName} says so too, you both leave each other&apos;s roommate lists. Until then you can take it
            back.
          </ConfirmDialog>
        )}
      </div>
    );
  }
  if (!theyConfirmedRoommatesAt) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm text-slate-700">You said you&apos;re roommates; waiting for {student.firstName}.</p>
        <Button variant="ghost" size="sm" disabled={takeBack.isPending} onClick={() => takeBack.mutate(student.id)}>
          <Undo2 aria-hidden="true" className="size-4" />
          {takeBack.isPending ? 'Taking back...' : 'Take it back'}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
        <Home aria-hidden="true" className="size-4" />
        You&apos;re roommates
      </p>
      <StillLookingQuestion looking={looking} />
    </div>
  );
}

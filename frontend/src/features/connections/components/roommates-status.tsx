import { Home } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useConfirmRoommates } from '../api/confirm-roommates';
import type { Connection, RelatedQueries } from '../types';

import { StillLookingQuestion } from './still-looking-question';

interface RoommatesStatusProps {
  connection: Connection;
  /** Whether the viewer's profile says they are looking (undefined until known). */
  looking: boolean | undefined;
  /** The other features' queries that change once both said so (the roommate list). */
  related?: RelatedQueries;
  /** …and those holding whether the viewer is looking (their profile). */
  lookingRelated?: RelatedQueries;
}

/**
 * "We're roommates" with a connection, and where it stands: the button; "waiting for Ada" once the
 * viewer said so; "You're roommates" once both did, with the still-looking question.
 */
export function RoommatesStatus({ connection, looking, related, lookingRelated }: RoommatesStatusProps) {
  const confirm = useConfirmRoommates({ related });
  const { student, youConfirmedRoommatesAt, theyConfirmedRoommatesAt } = connection;

  if (!youConfirmedRoommatesAt) {
    return (
      <div className="space-y-1">
        <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(student.id)}>
          <Home aria-hidden="true" className="size-4" />
          {confirm.isPending ? 'Saving...' : "We're roommates"}
        </Button>
        <p className="text-xs text-slate-600">Found your roommate? Once {student.firstName} says so too, you both leave each other&apos;s lists.</p>
      </div>
    );
  }
  if (!theyConfirmedRoommatesAt) {
    return (
      <p className="text-sm text-slate-700">
        You said you&apos;re roommates; waiting for {student.firstName}.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
        <Home aria-hidden="true" className="size-4" />
        You&apos;re roommates
      </p>
      <StillLookingQuestion looking={looking} related={lookingRelated} />
    </div>
  );
}

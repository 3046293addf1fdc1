import { ShieldOff } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';
import { formatDate } from '@/utils/date-time';
import { studentName } from '@/utils/student-name';

import { useBlockedStudents } from '../api/get-blocked-students';
import { useUnblockStudent } from '../api/unblock-student';
import type { BlockedStudent } from '../types';
import { CONNECTION_MESSAGES } from '../utils/messages';


function BlockedRow({ student }: { student: BlockedStudent }) {
  const unblock = useUnblockStudent();
  const name = studentName(student);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="min-w-0">
        <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">Blocked on {formatDate(student.blockedAt)}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Unblock ${name}`}
        disabled={unblock.isPending}
        onClick={() => unblock.mutate({ id: student.id, name })}
      >
        {unblock.isPending ? 'Unblocking...' : 'Unblock'}
      </Button>
    </li>
  );
}

/** /connections?tab=blocked: whom the viewer blocked, newest first, each with Unblock. */
export function BlockedList() {
  const blocked = useBlockedStudents();
  const state = listQueryState(blocked, { loadingLabel: 'Loading the students you blocked...', failedMessage: CONNECTION_MESSAGES.blockedLoadFailed });
  if (state || !blocked.data) return state;

  if (blocked.data.length === 0) {
    return (
      <EmptyState framed titleAs="h2" title="You haven't blocked anyone" icon={<ShieldOff aria-hidden="true" className="size-7" />}>
        To block a student, use Block on their page. You won&apos;t see each other anywhere on Quad, and they won&apos;t be told.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Unblocking lets you see each other again; a connection the block ended stays ended.
      </p>
      <ul aria-label="Students you blocked, newest first" className="space-y-3">
        {blocked.data.map((student) => (
          <BlockedRow key={student.id} student={student} />
        ))}
      </ul>
    </div>
  );
}

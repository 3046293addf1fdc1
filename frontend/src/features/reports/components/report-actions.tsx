import { Ban, Check, MessageSquareWarning, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { ApiError, getErrorMessage, getFieldErrors } from '@/lib/api/errors';

import { useActOnReport } from '../api/act-on-report';
import type { Report, ReportAction, ReportKind } from '../types';
import { ACTION_LABELS, KIND_NOUNS, REPORT_MESSAGES } from '../utils/messages';

import { ReportActionDialog, type ActionWords } from './report-action-dialog';

/** What removing takes away, per kind. */
const REMOVE_EFFECT: Record<ReportKind, (author: string) => string> = {
  profile: (author) => `The profile is taken off the roommate lists and sent back to ${author} for changes.`,
  message: () => 'The message is deleted from the conversation.',
  post: () => "The post is taken off its university's page.",
};

interface ActionText extends ActionWords {
  icon: LucideIcon;
  success: string;
}

function actionText(action: ReportAction, report: Report): ActionText {
  const author = report.snapshot.authorName;
  const noun = KIND_NOUNS[report.kind];
  const together = `Every open report of this ${noun} is resolved with it.`;
  switch (action) {
    case 'dismiss':
      return {
        icon: Check,
        title: 'Dismiss this report?',
        description: `It does not break the guidelines: nothing changes for ${author}, and the reporters are told no action was needed. ${together}`,
        confirmLabel: 'Dismiss',
        busyLabel: 'Dismissing...',
        danger: false,
        noteLabel: 'Note for the other moderators',
        success: REPORT_MESSAGES.dismissed,
      };
    case 'remove':
      return {
        icon: Trash2,
        title: `Remove this ${noun}?`,
        description: `${REMOVE_EFFECT[report.kind](author)} The reporters are told action was taken. ${together}`,
        confirmLabel: 'Remove content',
        busyLabel: 'Removing...',
        danger: true,
        noteLabel: 'Note for the other moderators',
        success: REPORT_MESSAGES.removed,
      };
    case 'warn':
      return {
        icon: MessageSquareWarning,
        title: `Warn ${author}?`,
        description: `${author} gets a notification with your warning, and the reporters are told action was taken. ${together}`,
        confirmLabel: 'Send warning',
        busyLabel: 'Sending...',
        danger: false,
        noteLabel: 'Warning to the student',
        success: REPORT_MESSAGES.warned(author),
      };
    case 'suspend':
      return {
        icon: Ban,
        title: `Suspend ${author}'s account?`,
        description: `The account is suspended and signed out everywhere, and the reporters are told action was taken. ${together}`,
        confirmLabel: 'Suspend account',
        busyLabel: 'Suspending...',
        danger: true,
        noteLabel: 'Note for the other moderators',
        success: REPORT_MESSAGES.suspended(author),
      };
  }
}

type Failure = { message: string; attempt: number; field?: string };

interface ReportActionsProps {
  report: Report;
  /** Admins may suspend the author's account; the server refuses a moderator's suspension (403). */
  canSuspend: boolean;
}

/**
 * An open report's decisions: Dismiss, Remove content, Warn (with the warning) and, for admins,
 * Suspend; each confirmed first, then said in a toast. A report someone resolved meanwhile (409)
 * closes the dialog and the list is read again.
 */
export function ReportActions({ report, canSuspend }: ReportActionsProps) {
  const act = useActOnReport();
  const [asking, setAsking] = useState<ReportAction | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const actions: ReportAction[] = canSuspend ? ['dismiss', 'remove', 'warn', 'suspend'] : ['dismiss', 'remove', 'warn'];

  function open(action: ReportAction) {
    setFailure(null);
    setAsking(action);
  }

  // Awaited rather than given callbacks: the card leaves the list (read again) before the answer is handled.
  async function confirm(action: ReportAction, note: string) {
    const text = actionText(action, report);
    try {
      await act.mutateAsync({ id: report.id, action, ...(note ? { note } : {}) });
      toast.success(text.success);
      setAsking(null);
    } catch (error) {
      const message = getErrorMessage(error, REPORT_MESSAGES.actionFailed);
      if (error instanceof ApiError && error.status === 409) {
        toast.error(message);
        setAsking(null);
        return;
      }
      setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1, field: getFieldErrors(error).note }));
    }
  }

  const asked = asking ? actionText(asking, report) : null;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
      {actions.map((action) => {
        const { icon: Icon, danger } = actionText(action, report);
        return (
          <Button key={action} size="sm" variant={danger ? 'danger' : 'secondary'} disabled={act.isPending} onClick={() => open(action)}>
            <Icon aria-hidden="true" className="size-4" />
            {ACTION_LABELS[action]}
          </Button>
        );
      })}
      {asking && asked && (
        <ReportActionDialog
          title={asked.title}
          description={asked.description}
          confirmLabel={asked.confirmLabel}
          busyLabel={asked.busyLabel}
          danger={asked.danger}
          noteLabel={asked.noteLabel}
          noteRequired={asking === 'warn'}
          busy={act.isPending}
          failure={failure}
          onConfirm={(note) => void confirm(asking, note)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

import { useBlockStudent } from '@/features/connections/api/block-student';
import { ReportButton } from '@/features/reports/components/report-button';
import type { AlsoBlock } from '@/features/reports/types';

interface ReportWithBlockButtonProps {
  kind: 'profile' | 'message';
  /** profile: the student's user id; message: the message's id. */
  targetId: string;
  label?: string;
  /** Whom the report may block too ("Also block Ada L."); left out, no block is offered. */
  student?: { id: string; name: string };
  /** Whether "Also block" starts ticked. */
  blockByDefault?: boolean;
  /** Once they are blocked, after the report (the student's page leaves for the list). */
  onBlocked?: () => void;
  className?: string;
}

/**
 * Reports' button, able to block the person too once the report is filed: the reports feature's
 * dialog with the connections feature's block, which reads again all a block changes (as Block does).
 */
export function ReportWithBlockButton({ kind, targetId, label, student, blockByDefault = false, onBlocked, className }: ReportWithBlockButtonProps) {
  const { mutateAsync: block } = useBlockStudent();
  const alsoBlock: AlsoBlock | undefined = student && {
    name: student.name,
    defaultChecked: blockByDefault,
    block: async () => {
      await block({ id: student.id, name: student.name });
      onBlocked?.();
    },
  };
  return <ReportButton kind={kind} targetId={targetId} label={label} alsoBlock={alsoBlock} className={className} />;
}

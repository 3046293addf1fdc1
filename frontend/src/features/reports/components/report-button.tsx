import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';

import type { AlsoBlock, ReportKind } from '../types';

// Its form and validation load when someone opens it, not with every page that has the button.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

interface ReportButtonProps {
  kind: ReportKind;
  /** profile: the student's user id; message: the message's id; post: the featured post's id. */
  targetId: string;
  /** The button's words ("Report"). */
  label?: string;
  /** Offers to block the person along with the report (composed by the app); never for a post. */
  alsoBlock?: AlsoBlock;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** "Report": opens the report dialog for a profile, a message or a featured post (with "Also block" when offered). */
export function ReportButton({
  kind,
  targetId,
  label = 'Report',
  alsoBlock,
  variant = 'ghost',
  size = 'sm',
  className = '',
}: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Flag aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} targetId={targetId} alsoBlock={alsoBlock} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

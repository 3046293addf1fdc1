import { Bookmark, BookmarkCheck } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button';

import { useSaveProfile, type SavedCopy } from '../api/save-profile';
import type { SaveableStudent } from '../types';

interface SaveButtonProps {
  student: SaveableStudent;
  /** The other caches holding the student's `saved`, kept in step (see `useSaveProfile`). */
  copies?: readonly SavedCopy[];
  /** `icon`: a round bookmark for a card's corner; `labelled`: "Save" or "Saved" beside it (a student's page). */
  variant?: 'icon' | 'labelled';
}

const ICON_CLASSES = {
  off: 'bg-white/95 text-slate-700 ring-slate-200 hover:bg-white hover:text-brand-700',
  on: 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700',
} as const;

/**
 * The bookmark that saves a student for later or removes them from Saved: a toggle (`aria-pressed`)
 * named for what it does ("Save Ada", "Remove Ada from Saved"). It shows the change at once.
 */
export function SaveButton({ student, copies, variant = 'icon' }: SaveButtonProps) {
  const toggle = useSaveProfile(student.id, { copies });
  // The caches change a moment later (or never, for a student no list holds): the click shows at once.
  const saved = toggle.isPending ? toggle.variables : student.saved;
  const label = saved ? `Remove ${student.firstName} from Saved` : `Save ${student.firstName}`;
  const Icon = saved ? BookmarkCheck : Bookmark;

  const className =
    variant === 'icon'
      ? `inline-flex size-11 items-center justify-center rounded-full shadow-md ring-1 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
          saved ? ICON_CLASSES.on : ICON_CLASSES.off
        }`
      : buttonClasses(saved ? 'primary' : 'secondary', 'sm', 'min-h-11');

  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={saved}
      title={variant === 'icon' ? label : undefined}
      onClick={(event) => {
        // Over a card whose link covers it: the click is the button's alone.
        event.preventDefault();
        event.stopPropagation();
        toggle.mutate(!saved);
      }}
      className={className}
    >
      <Icon aria-hidden="true" className="size-5" />
      {variant === 'labelled' && <span>{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}

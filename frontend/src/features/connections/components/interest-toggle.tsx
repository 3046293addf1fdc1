import { Heart } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button';

interface InterestToggleProps {
  interested: boolean;
  busy: boolean;
  onToggle: (interested: boolean) => void;
  /** The id of the text saying interest is private until it is mutual. */
  describedBy: string;
}

/** "Interested": a toggle (`aria-pressed`), filled once pressed. */
export function InterestToggle({ interested, busy, onToggle, describedBy }: InterestToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={interested}
      aria-describedby={describedBy}
      aria-busy={busy}
      onClick={() => onToggle(!interested)}
      className={buttonClasses(interested ? 'primary' : 'secondary', 'sm', 'min-h-11')}
    >
      <Heart aria-hidden="true" className="size-5" fill={interested ? 'currentColor' : 'none'} />
      Interested
    </button>
  );
}

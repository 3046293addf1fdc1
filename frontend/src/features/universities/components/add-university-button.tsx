import { Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import type { University } from '../types';

import { UniversityFormDialog } from './university-form-dialog';

interface AddUniversityButtonProps {
  /** Called after the new university is saved (the dialog has closed by then). */
  onAdded?: (university: University) => void;
  className?: string;
}

/**
 * "Add University": opens the add-university modal (spec 2.6), the same one as the admin screen's.
 * Other screens (the manager's universities, spec 2.7) place it through src/app.
 */
export function AddUniversityButton({ onAdded, className }: AddUniversityButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} className={className}>
        <Plus aria-hidden="true" className="size-4" />
        Add University
      </Button>
      {open && <UniversityFormDialog onClose={() => setOpen(false)} onSaved={onAdded} />}
    </>
  );
}

import { Send } from 'lucide-react';
import { useState } from 'react';

import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';

import { RequestUniversityDialog } from './request-university-dialog';

interface RequestUniversityButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * "Request Your University": opens the request form for a student whose university is not listed.
 * Shown wherever a university list comes up empty, and in the directory.
 */
export function RequestUniversityButton({ variant = 'secondary', size, className }: RequestUniversityButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} className={className}>
        <Send aria-hidden="true" className="size-4" />
        Request Your University
      </Button>
      {open && <RequestUniversityDialog onClose={() => setOpen(false)} />}
    </>
  );
}

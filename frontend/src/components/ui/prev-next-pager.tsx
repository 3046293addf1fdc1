import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface PrevNextPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The navigation's accessible name, e.g. "Pages of students". */
  label: string;
}

/**
 * Previous and Next around "Page X of Y" (the roommate lists' pager); nothing when everything fits
 * on one page. A page past the last still offers Previous, back to the last.
 */
export function PrevNextPager({ page, pageSize, total, onPageChange, label }: PrevNextPagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, pageCount))}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

import { Camera } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { submitPath } from '@/config/paths';

import { FeaturedGrid } from './featured-grid';

/** "Featured" on a university's pages: its students' featured posts, and how to send one's own. */
export function FeaturedSection({ universityId }: { universityId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Featured
          </h2>
          <p className="mt-1 text-sm text-slate-600">Photos from students here, picked by the university&apos;s team.</p>
        </div>
        <Link to={submitPath(universityId)} className={buttonClasses('secondary', 'sm')}>
          <Camera aria-hidden="true" className="size-4" />
          Submit your photos
        </Link>
      </div>
      <div className="mt-5">
        <FeaturedGrid universityId={universityId} />
      </div>
    </section>
  );
}

import { Plus } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MySubmissions } from '@/features/submissions/components/my-submissions';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /submissions (issue 25): the photos the student sent, newest first, each with where it stands. */
export default function SubmissionsRoute() {
  useDocumentTitle('My submissions');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">My submissions</h1>
          <p className="mt-2 text-slate-600">The photos you sent to be featured, newest first, and where each one stands.</p>
        </div>
        <ButtonLink to={paths.submit} size="sm">
          <Plus aria-hidden="true" className="size-4" />
          Submit photos
        </ButtonLink>
      </div>
      <div className="mt-8">
        <MySubmissions />
      </div>
    </div>
  );
}

import { Compass } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-lg text-slate-600">
        We couldn&apos;t find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          Back to home
        </Link>
        <Link to={paths.help} className={buttonClasses('secondary', 'lg')}>
          Visit the Help Center
        </Link>
      </div>
    </div>
  );
}

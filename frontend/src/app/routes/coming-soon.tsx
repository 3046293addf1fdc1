import { Hammer } from 'lucide-react';
import { Link, useMatches } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export interface ComingSoonHandle {
  comingSoon: { feature: string; description: string };
}

function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return typeof handle === 'object' && handle !== null && 'comingSoon' in handle;
}

/** Placeholder for routes whose feature arrives in a later release; the route's handle names it. */
export default function ComingSoonRoute() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isComingSoonHandle(match.handle))?.handle;
  const { feature, description } = isComingSoonHandle(handle)
    ? handle.comingSoon
    : { feature: 'This page', description: 'We are still building this part of Quad.' };
  useDocumentTitle(feature);

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
        <Hammer aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 inline-flex rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold tracking-wide text-amber-800 uppercase ring-1 ring-amber-200 ring-inset">
        Coming soon
      </p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{feature}</h1>
      <p className="mt-4 text-lg text-slate-600">{description}</p>
      <p className="mt-2 text-slate-600">We&apos;re putting the finishing touches on it. Check back soon!</p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-10')}>
        Back to home
      </Link>
    </div>
  );
}

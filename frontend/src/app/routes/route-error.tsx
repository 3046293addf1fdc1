import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown when a route fails to load or render (for example after a deploy replaced its chunk). */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const Wrapper = standalone ? 'main' : 'div';
  return (
    <Wrapper className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-lg text-slate-600">
        Sorry, this page could not be displayed.{detail ? ` (${detail})` : ''} Please reload and try again.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary', 'lg')}>
          Reload page
        </button>
        <Link to={paths.home} reloadDocument className={buttonClasses('secondary', 'lg')}>
          Back to home
        </Link>
      </div>
    </Wrapper>
  );
}

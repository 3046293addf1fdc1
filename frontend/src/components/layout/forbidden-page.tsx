import { ShieldX } from 'lucide-react';

import { Button, ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSignOut } from '@/hooks/use-sign-out';
import { displayName, homePathFor, useSession } from '@/lib/auth';

interface ForbiddenPageProps {
  /** Who the page is for, as in "This page is for {audience}." */
  audience: string;
}

/**
 * What a signed-in person sees on a staff page their role may not open (issue 12): it says so and
 * whom the page is for, leads to their own home, or signs them out to sign in with another account.
 */
export function ForbiddenPage({ audience }: ForbiddenPageProps) {
  useDocumentTitle('No access');
  const user = useSession((state) => state.user);
  const signInWithAnotherAccount = useSignOut({ replace: true });

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-rose-50 text-rose-600">
        <ShieldX aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-rose-700 uppercase">Error 403</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
        You don&apos;t have access to this page
      </h1>
      <p className="mt-4 text-lg [overflow-wrap:anywhere] text-slate-600">
        This page is for {audience}. You&apos;re signed in as {displayName(user)}
        {user?.email ? ` (${user.email})` : ''}.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={homePathFor(user)} size="lg">
          Go to your home page
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={() => void signInWithAnotherAccount()}>
          Sign in with another account
        </Button>
      </div>
    </div>
  );
}

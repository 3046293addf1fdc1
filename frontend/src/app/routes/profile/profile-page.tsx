import type { ReactNode } from 'react';

import { useDocumentTitle } from '@/hooks/use-document-title';

/** The column and heading shared by the profile screens. */
export function ProfilePage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}

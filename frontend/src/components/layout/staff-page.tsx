import type { ReactNode } from 'react';

/** The padded column of a screen inside the admin or manager shell. */
export function StaffPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-10">{children}</div>;
}

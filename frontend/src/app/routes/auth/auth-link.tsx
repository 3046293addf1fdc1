import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The text link under an account form ("Sign up now", "Sign in", "Back to Login"). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
      {children}
    </Link>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#a21caf" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M32 14a18 18 0 1 0 10.6 32.6l5.2 5.2 4.2-4.2-5.2-5.2A18 18 0 0 0 32 14Zm0 6a12 12 0 1 1 0 24 12 12 0 0 1 0-24Z"
        fill="#fff"
      />
    </svg>
  );
}

/** The logo as a link home: / by default, a signed-in person's own home in the header. */
export function Logo({ tone = 'dark', to = paths.home }: { tone?: 'dark' | 'light'; to?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight ${
        tone === 'dark' ? 'text-slate-900' : 'text-white'
      }`}
    >
      <LogoMark />
      <span>Quad</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}

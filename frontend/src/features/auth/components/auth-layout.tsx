import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

import { LogoMark } from '@/components/layout/logo';

export interface AuthHighlight {
  title: string;
  text: string;
}

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card, e.g. "Don't have an account? Sign up now". */
  footer?: ReactNode;
  /** The brand panel beside the form on wide screens. */
  aside?: { heading: string; text: string; highlights: readonly AuthHighlight[] };
}

function BrandPanel({ heading, text, highlights }: NonNullable<AuthLayoutProps['aside']>) {
  return (
    <div className="relative isolate hidden overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-950 via-brand-800 to-violet-800 p-10 text-white shadow-2xl shadow-brand-900/20 lg:flex lg:flex-col lg:self-start xl:p-12">
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-fuchsia-500/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-24 -left-24 -z-10 size-80 rounded-full bg-sky-400/20 blur-3xl" />
      <LogoMark className="size-12" />
      <p className="mt-8 text-3xl leading-tight font-extrabold tracking-tight text-balance">{heading}</p>
      <p className="mt-4 text-lg leading-8 text-brand-100">{text}</p>
      <ul className="mt-10 space-y-6">
        {highlights.map((highlight) => (
          <li key={highlight.title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20 ring-inset">
              <CircleCheck aria-hidden="true" className="size-5 text-emerald-300" />
            </span>
            <span>
              <span className="block font-semibold">{highlight.title}</span>
              <span className="mt-0.5 block text-sm leading-6 text-brand-100">{highlight.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-auto pt-10 text-sm text-brand-200">Free for university students.</p>
    </div>
  );
}

/** The frame of the login and registration forms: a card with a title, and a brand panel on wide screens. */
export function AuthLayout({ title, subtitle, children, footer, aside }: AuthLayoutProps) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-40 -left-32 -z-10 size-[28rem] rounded-full bg-brand-200/40 blur-3xl" />
      <div aria-hidden="true" className="absolute top-24 -right-40 -z-10 size-[26rem] rounded-full bg-fuchsia-200/30 blur-3xl" />
      <div
        className={`mx-auto grid gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:px-8 ${
          aside ? 'max-w-6xl lg:grid-cols-2' : 'max-w-lg'
        }`}
      >
        {aside && <BrandPanel {...aside} />}
        <div className="mx-auto w-full max-w-lg lg:self-center">
          <div className="rounded-[2rem] bg-white p-6 shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 sm:p-10">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <p className="mt-2 text-base text-slate-600">{subtitle}</p>}
            <div className="mt-8">{children}</div>
          </div>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </div>
    </div>
  );
}

import { ArrowRight, Check, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBrowserIdle } from '@/hooks/use-browser-idle';

// The moving decoration comes after the first paint: the heading and calls to action come first.
const HeroDecor = lazy(async () => ({ default: (await import('./hero-decor')).HeroDecor }));

export const HOW_IT_WORKS_ID = 'how-it-works';

function scrollToHowItWorks() {
  const target = document.getElementById(HOW_IT_WORKS_ID);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** A bar or a dot where words or a picture would be: the art shows the shape of things, never invented ones. */
function Shape({ className }: { className: string }) {
  return <span className={`block shrink-0 rounded-full ${className}`} />;
}

/**
 * The hero's art, from 1024 px: a campus illustration in a post's frame and a roommate card, drawn
 * with shapes only (no person, name, caption or figure).
 */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="rotate-2 overflow-hidden rounded-3xl bg-white shadow-2xl shadow-brand-950/40">
        <img src="/images/campus-sunset.svg" alt="" className="aspect-[4/3] w-full object-cover" />
        <div className="flex items-center justify-between gap-6 px-5 py-4">
          <Shape className="h-2.5 w-32 bg-slate-200" />
          <span className="flex gap-2">
            <Shape className="size-4 bg-rose-400" />
            <Shape className="size-4 bg-slate-200" />
          </span>
        </div>
      </div>
      <div className="absolute -bottom-10 -left-10 w-64 -rotate-3 rounded-2xl bg-white p-4 shadow-2xl shadow-brand-950/40">
        <div className="flex items-center gap-3">
          <Shape className="size-11 bg-gradient-to-br from-brand-100 to-brand-300" />
          <span className="flex-1 space-y-2">
            <Shape className="h-2.5 w-24 bg-slate-300" />
            <Shape className="h-2.5 w-32 bg-slate-200" />
          </span>
        </div>
        <span className="mt-4 flex items-center gap-2">
          <Shape className="size-6 bg-emerald-200" />
          <Shape className="size-6 bg-sky-200" />
          <Shape className="h-2.5 w-20 bg-emerald-100" />
        </span>
      </div>
    </div>
  );
}

export function HeroSection({ startPath = paths.register }: { startPath?: string }) {
  const idle = useBrowserIdle();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-800 to-violet-800 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-fuchsia-500/30 blur-3xl" />
        <div className="absolute -bottom-40 -left-24 size-[26rem] rounded-full bg-sky-400/20 blur-3xl" />
      </div>
      {idle && (
        <Suspense fallback={null}>
          <HeroDecor />
        </Suspense>
      )}
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-24 sm:px-6 sm:pt-24 sm:pb-32 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-100 ring-1 ring-white/20 ring-inset">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Free for verified university students
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Find your people.{' '}
            <span className="bg-gradient-to-r from-amber-200 via-pink-200 to-sky-200 bg-clip-text text-transparent">
              Share your campus.
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-brand-100">
            Quad matches you with compatible roommates at your university before move-in day, and helps your
            university share its best campus moments on Instagram.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={startPath} className={buttonClasses('light', 'lg')}>
              Get Started
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <button type="button" onClick={scrollToHowItWorks} className={buttonClasses('outline-light', 'lg')}>
              Learn More
            </button>
          </div>
          <p className="mt-10 flex items-center gap-3 text-sm text-brand-100">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20 ring-inset">
              <Check aria-hidden="true" className="size-5 text-white" />
            </span>
            <span>
              <strong className="font-semibold text-white">Every roommate profile is reviewed</strong> before other students
              see it
            </span>
          </p>
        </div>

        <HeroArt />
      </div>
      <svg
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-12 w-full text-white sm:h-16"
        viewBox="0 0 1440 80"
        preserveAspectRatio="none"
      >
        <path fill="currentColor" d="M0 80h1440V30c-240 40-480 50-720 30S240 0 0 40z" />
      </svg>
    </section>
  );
}

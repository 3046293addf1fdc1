import { ArrowRight, CheckCircle2, Heart, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBrowserIdle } from '@/hooks/use-browser-idle';

import { samplePeople } from '../data/sample-content';

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
          <div className="mt-10 flex items-center gap-4">
            <div className="flex shrink-0 -space-x-3">
              {samplePeople.map((person) => (
                <img
                  key={person.id}
                  src={person.image}
                  alt=""
                  className="size-10 rounded-full ring-2 ring-brand-800"
                  width={40}
                  height={40}
                />
              ))}
            </div>
            <p className="text-sm text-brand-100">
              <strong className="font-semibold text-white">Every roommate profile is reviewed</strong> before other
              students see it
            </p>
          </div>
        </div>

        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
          <div className="rotate-2 overflow-hidden rounded-3xl bg-white shadow-2xl shadow-brand-950/40">
            <img src="/images/posts/campus-sunset.svg" alt="" className="aspect-[4/3] w-full object-cover" />
            <div className="flex items-center justify-between px-5 py-4 text-slate-700">
              <span className="text-sm font-semibold">@wolverine_views</span>
              <span className="inline-flex items-center gap-1 text-sm">
                <Heart className="size-4 fill-rose-500 text-rose-500" /> 1,243
              </span>
            </div>
          </div>
          <div className="absolute -bottom-10 -left-10 w-64 -rotate-3 rounded-2xl bg-white p-4 text-slate-800 shadow-2xl shadow-brand-950/40">
            <div className="flex items-center gap-3">
              <img src="/images/people/maya.svg" alt="" className="size-11 rounded-full" />
              <div>
                <p className="text-sm font-semibold">Maya Thompson</p>
                <p className="text-xs text-slate-500">Biomedical Engineering</p>
              </div>
            </div>
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-700">
              <CheckCircle2 className="size-3.5" /> 94% lifestyle match
            </p>
          </div>
        </div>
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

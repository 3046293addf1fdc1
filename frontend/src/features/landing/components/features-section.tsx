import { ArrowRight, Camera, Check, Users } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { SectionHeading } from './section-heading';

const features = [
  {
    title: 'Instagram Content Submission',
    icon: Camera,
    accent: 'from-pink-500 to-orange-400',
    body: "Send your photos of campus life to be featured on your university's page on Quad and, if you agree, on its Instagram account.",
    points: ['Every submission reviewed before it is featured', 'Credited by your Instagram handle or your name', 'Withdraw it whenever you like'],
    cta: { label: 'Submit content', to: paths.submit },
  },
  {
    title: 'Roommate Finder',
    icon: Users,
    accent: 'from-brand-500 to-sky-400',
    body: 'Build a profile with your major, habits and interests, and meet students at your school who share your lifestyle.',
    points: ['Sleep, study and cleanliness preferences', 'Every profile reviewed before it is listed', 'Only students from your university'],
    cta: { label: 'Find roommates', to: paths.roommates },
  },
] as const;

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="What you can do"
          title="Two ways Quad makes campus life better"
          intro="One account for everything that happens before, and after, move-in day."
        />
        <div className="mt-16 grid gap-8 md:grid-cols-2">
          {features.map(({ title, icon: Icon, accent, body, points, cta }) => (
            <article
              key={title}
              className="group relative flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm transition-shadow hover:shadow-xl hover:shadow-brand-900/5"
            >
              <div
                className={`flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br ${accent} text-white shadow-lg`}
              >
                <Icon aria-hidden="true" className="size-7" />
              </div>
              <h3 className="mt-6 text-xl font-bold text-slate-900">{title}</h3>
              <p className="mt-3 leading-7 text-slate-600">{body}</p>
              <ul className="mt-6 space-y-3">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-sm text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link
                to={cta.to}
                className="mt-8 inline-flex items-center gap-2 self-start rounded-md font-semibold text-brand-700 hover:text-brand-900"
              >
                {cta.label}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

import { steps } from '../data/content';

import { HOW_IT_WORKS_ID } from './hero-section';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  return (
    <section
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 bg-white py-20 focus:outline-none sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How It Works"
          title="Four simple steps to your perfect roommate"
          intro="Quad is built around verified students and reviewed profiles, so you can focus on finding your fit."
        />
        <ol className="mt-12 grid gap-4 sm:mt-16 sm:grid-cols-2 sm:gap-8 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-4 rounded-3xl bg-slate-50 p-5 ring-1 ring-slate-200 ring-inset sm:block sm:p-6"
            >
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-lg font-extrabold text-white shadow-lg shadow-brand-600/30 sm:size-12"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900 sm:mt-5">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm leading-6 text-slate-600 sm:mt-2">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

import { Check } from 'lucide-react';

export const WIZARD_STEPS = ['University', 'Photos', 'Info', 'Preview'] as const;

/** The wizard's progress: four numbered steps, the current one marked for assistive technology. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <nav aria-label="Profile steps" className="mb-8">
      <ol className="flex items-center justify-between gap-2">
        {WIZARD_STEPS.map((label, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li key={label} aria-current={current ? 'step' : undefined} className="flex flex-1 flex-col items-center gap-1.5">
              <span
                className={`flex size-9 items-center justify-center rounded-full text-sm font-bold ${
                  current ? 'bg-brand-600 text-white' : done ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600'
                }`}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : number}
              </span>
              <span className={`text-xs font-semibold ${current ? 'text-brand-800' : 'text-slate-600'}`}>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

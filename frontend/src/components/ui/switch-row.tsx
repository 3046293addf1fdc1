import { useId, type ReactNode } from 'react';

interface SwitchRowProps {
  /** What the switch turns on ("Private before connecting"). */
  label: ReactNode;
  /** What being on or off means now, said with the switch. */
  state: ReactNode;
  on: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/** A setting that is on or off: its name and state on the left, the switch on the right. */
export function SwitchRow({ label, state, on, disabled = false, onToggle }: SwitchRowProps) {
  const labelId = useId();
  const stateId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-slate-900">
          {label}
        </p>
        <p id={stateId} className="text-sm text-slate-600">
          {state}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={stateId}
        disabled={disabled}
        onClick={onToggle}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 ${
          on ? 'bg-brand-600' : 'bg-slate-300'
        }`}
      >
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`} />
      </button>
    </div>
  );
}

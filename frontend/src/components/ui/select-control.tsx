import { useId, type ReactNode } from 'react';

export interface SelectControlProps<T extends string> {
  label: string;
  /** Shown before the label. */
  icon?: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled select in a pill, as list screens put beside their search box. */
export function SelectControl<T extends string>({ label, icon, value, options, onChange }: SelectControlProps<T>) {
  const id = useId();
  return (
    <div className="relative flex min-w-0 items-center rounded-full bg-white shadow-xs ring-1 ring-slate-300 ring-inset focus-within:ring-2 focus-within:ring-brand-600">
      <label htmlFor={id} className="flex shrink-0 items-center gap-2 py-2.5 pl-4 text-sm font-semibold text-slate-700">
        {icon}
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className="min-w-0 flex-1 cursor-pointer rounded-full border-0 bg-transparent py-2.5 pr-3 pl-1 text-sm font-medium text-brand-700 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

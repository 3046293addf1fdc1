import type { PreferenceCatalogue, RoommatePreferences } from '../types';
import { clearPreference, selectedValues, togglePreference } from '../utils/preferences';

interface PreferencePickerProps {
  catalogue: PreferenceCatalogue;
  preferences: RoommatePreferences;
  onChange: (preferences: RoommatePreferences) => void;
}

/** One category: a toggle per option (single-choice or multi-select) and a Clear button. */
export function PreferencePicker({ catalogue, preferences, onChange }: PreferencePickerProps) {
  const selected = selectedValues(preferences, catalogue.key);
  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-semibold text-slate-800">
          {catalogue.label}
          <span className="ml-2 text-xs font-normal text-slate-500">{catalogue.multiple ? 'Choose any' : 'Choose one'}</span>
        </legend>
        <button
          type="button"
          onClick={() => onChange(clearPreference(preferences, catalogue))}
          disabled={selected.length === 0}
          aria-label={`Clear ${catalogue.label}`}
          className="text-xs font-semibold text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
        >
          Clear
        </button>
      </div>
      <div role="group" aria-label={catalogue.label} className="mt-3 flex flex-wrap gap-2">
        {catalogue.options.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(togglePreference(preferences, catalogue, option))}
              className={`rounded-full px-3 py-1.5 text-xs font-semibold ring-1 ring-inset ${
                on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {option}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

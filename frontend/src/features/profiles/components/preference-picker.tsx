import { Combobox } from '@/components/form/combobox';
import type { PreferenceCatalogue } from '@/lib/catalogues';

import type { RoommatePreferences } from '../types';
import { isSearchable } from '../utils/preference-sections';
import { clearPreference, selectedValues, togglePreference } from '../utils/preferences';

interface PreferencePickerProps {
  catalogue: PreferenceCatalogue;
  preferences: RoommatePreferences;
  onChange: (preferences: RoommatePreferences) => void;
}

/**
 * One category: a toggle per option and a Clear button, single-choice or multi-select as the
 * catalogue's `multiple` says; a long single-choice catalogue (hometown) is a searchable select.
 */
export function PreferencePicker({ catalogue, preferences, onChange }: PreferencePickerProps) {
  const selected = selectedValues(preferences, catalogue.key);
  if (isSearchable(catalogue)) {
    return (
      <Combobox
        label={catalogue.label}
        options={catalogue.options}
        value={selected[0] ?? ''}
        placeholder={`Type to search ${catalogue.label.toLowerCase()}`}
        onChange={(value) => onChange({ ...preferences, [catalogue.key]: value })}
      />
    );
  }
  return (
    <fieldset>
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
      <div role="group" aria-label={catalogue.label} className="mt-2 flex flex-wrap gap-2">
        {catalogue.options.map((option) => (
          <Chip
            key={option}
            label={option}
            on={selected.includes(option)}
            onClick={() => onChange(togglePreference(preferences, catalogue, option))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A toggle button shaped as a pill. */
export function Chip({ label, on, onClick }: { label: string; on: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={`rounded-full px-3 py-1.5 text-xs font-semibold ring-1 ring-inset ${
        on ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
      }`}
    >
      {label}
    </button>
  );
}

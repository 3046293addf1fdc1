import { ChevronDown, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';

import { FieldError } from './form-field';

interface ComboboxProps {
  label: string;
  options: readonly string[];
  /** The chosen option, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The text box (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  /** The message under the field; also marks the field invalid for assistive technology. */
  error?: string;
  hint?: ReactNode;
  /** Shown in the list when nothing matches what was typed. */
  emptyText?: string;
}

/** Options containing the typed text, case-insensitive; every option when nothing is typed. */
export function filterOptions(options: readonly string[], query: string): string[] {
  const term = query.trim().toLowerCase();
  return term ? options.filter((option) => option.toLowerCase().includes(term)) : [...options];
}

/**
 * A searchable select (WAI-ARIA's editable combobox with a list): typing filters the options; Down
 * and Up move through them, Enter chooses, Escape closes the list (and a second Escape forgets the
 * typing); leaving the box keeps an exactly typed option, clears the choice when the box was emptied,
 * and otherwise puts the chosen option back.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  onBlur,
  ref,
  name,
  placeholder,
  error,
  hint,
  emptyText = 'No matches',
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  // What is typed while the person searches; null shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const shown = filterOptions(options, query ?? '');
  const optionId = (index: number) => `${id}-option-${index}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

  const show = (index: number) => {
    setActive(index);
    if (index >= 0) document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
  };

  const openList = () => {
    setOpen(true);
    const selected = shown.indexOf(value);
    setActive(selected);
  };

  const choose = (option: string) => {
    onChange(option);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  /** Leaving the box: an exact match is chosen, an emptied box clears the choice, anything else is undone. */
  const settle = () => {
    if (query !== null) {
      const typed = query.trim().toLowerCase();
      const exact = options.find((option) => option.toLowerCase() === typed);
      if (exact !== undefined) onChange(exact);
      else if (typed === '') onChange('');
    }
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else if (shown.length > 0) show(active < shown.length - 1 ? active + 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else if (shown.length > 0) show(active > 0 ? active - 1 : shown.length - 1);
        break;
      case 'Enter': {
        const option = open && active >= 0 ? shown[active] : undefined;
        if (option !== undefined) {
          // Choosing an option never submits the form around the box.
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query !== null) {
          event.preventDefault();
          setQuery(null);
        }
        break;
      default:
        break;
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={query ?? value}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => {
            if (!open) openList();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            settle();
            onBlur?.();
          }}
          className={`block w-full rounded-xl border-0 bg-white py-3 pr-18 pl-4 text-base text-slate-900 shadow-xs ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:outline-none sm:text-sm/6 ${
            error ? 'ring-rose-400 focus:ring-rose-600' : 'ring-slate-300 focus:ring-brand-600'
          }`}
        />
        <div className="absolute inset-y-0 right-1.5 flex items-center">
          {value !== '' && (
            <button
              type="button"
              tabIndex={-1}
              aria-label={`Clear ${label}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                choose('');
                inputRef.current?.focus();
              }}
              className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Show ${label} options`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) setOpen(false);
              else openList();
              inputRef.current?.focus();
            }}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          >
            <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-xl bg-white py-1 text-sm shadow-lg ring-1 ring-slate-900/10"
        >
          {shown.map((option, index) => (
            <li
              key={option}
              id={optionId(index)}
              role="option"
              aria-selected={option === value}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
              className={`cursor-pointer px-4 py-2 ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'} ${
                option === value ? 'font-semibold' : ''
              }`}
            >
              {option}
            </li>
          ))}
          {shown.length === 0 && (
            <li role="presentation" className="px-4 py-2 text-slate-500">
              {emptyText}
            </li>
          )}
        </ul>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

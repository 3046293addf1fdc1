import { Building2, Search } from 'lucide-react';
import { useId } from 'react';

import type { ManagerUniversity } from '../types';

const THUMB_SIZES = {
  md: { box: 'size-10 rounded-xl', pixels: 40, icon: 'size-5' },
  lg: { box: 'size-14 rounded-2xl', pixels: 56, icon: 'size-6' },
} as const;

/** A university's logo thumbnail, or a building where it has none. */
export function UniversityThumb({
  university,
  size,
}: {
  university: Pick<ManagerUniversity, 'logoThumbnailUrl'>;
  size: keyof typeof THUMB_SIZES;
}) {
  const { box, pixels, icon } = THUMB_SIZES[size];
  return (
    <span className={`flex ${box} shrink-0 items-center justify-center overflow-hidden bg-slate-100 text-slate-500`}>
      {university.logoThumbnailUrl ? (
        <img
          src={university.logoThumbnailUrl}
          alt=""
          width={pixels}
          height={pixels}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
      ) : (
        <Building2 aria-hidden="true" className={icon} />
      )}
    </span>
  );
}

/** The page's search (a pill) or a panel's filter (a smaller box). */
const SEARCH_LOOKS = {
  page: {
    wrapper: 'relative max-w-md',
    icon: 'left-3.5 size-5',
    input:
      'rounded-full bg-white py-2.5 pr-4 pl-11 text-base shadow-xs placeholder:text-slate-500 sm:text-sm/6',
  },
  panel: {
    wrapper: 'relative max-w-sm',
    icon: 'left-3 size-4',
    input: 'rounded-xl py-2.5 pr-3 pl-9 text-sm placeholder:text-slate-400',
  },
} as const;

interface UniversitySearchProps {
  /** The box's name, said to screen readers. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  look: keyof typeof SEARCH_LOOKS;
}

/** A search box over the universities already loaded: it filters as one types. */
export function UniversitySearch({ label, placeholder, value, onChange, look }: UniversitySearchProps) {
  const id = useId();
  const classes = SEARCH_LOOKS[look];
  return (
    <div className={classes.wrapper}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className={`pointer-events-none absolute top-1/2 ${classes.icon} -translate-y-1/2 text-slate-400`} />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete={look === 'page' ? 'off' : undefined}
        className={`block w-full border-0 ${classes.input} text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none`}
      />
    </div>
  );
}

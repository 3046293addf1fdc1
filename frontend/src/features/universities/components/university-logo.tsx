import { School } from 'lucide-react';
import { useState } from 'react';

import type { University } from '../types';
import { universityInitials } from '../utils/display';

interface UniversityLogoProps {
  university: Pick<University, 'name' | 'abbreviation' | 'logoUrl'>;
  /** Size and rounding classes. */
  className?: string;
  /** Without a logo: the university's initials (public pages) or a placeholder icon (the admin table). */
  fallback?: 'initials' | 'icon';
  /** Text size of the initials. */
  initialsClassName?: string;
}

/** The university's logo, or its initials avatar (or a placeholder icon) when it has none or it fails to load. */
export function UniversityLogo({
  university,
  className = 'size-12 rounded-xl',
  fallback = 'initials',
  initialsClassName = 'text-base',
}: UniversityLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = university.logoUrl && failed !== university.logoUrl ? university.logoUrl : null;

  if (url) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        onError={() => setFailed(url)}
        className={`${className} shrink-0 bg-white object-contain ring-1 ring-slate-200`}
      />
    );
  }
  if (fallback === 'icon') {
    return (
      <span
        aria-hidden="true"
        className={`${className} flex shrink-0 items-center justify-center bg-brand-50 text-brand-600 ring-1 ring-brand-100`}
      >
        <School className="size-1/2" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} ${initialsClassName} flex shrink-0 items-center justify-center bg-gradient-to-br from-brand-500 to-violet-600 font-bold tracking-tight text-white`}
    >
      {universityInitials(university)}
    </span>
  );
}

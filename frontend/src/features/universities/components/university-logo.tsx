import { School } from 'lucide-react';
import { useState } from 'react';

import type { University } from '../types';
import { universityInitials } from '../utils/display';

interface UniversityLogoProps {
  university: Pick<University, 'name' | 'abbreviation' | 'logoUrl' | 'logoThumbnailUrl'>;
  /** Size and rounding classes. */
  className?: string;
  /** The largest size it is shown at, in CSS pixels: the image's width and height, so its box is known before it loads. */
  size: number;
  /** Above the fold (a university's own page): fetched at once. Otherwise it loads lazily, decoded off the main thread. */
  eager?: boolean;
  /** Without a logo: the university's initials (public pages) or a placeholder icon (the admin table). */
  fallback?: 'initials' | 'icon';
  /** Text size of the initials. */
  initialsClassName?: string;
}

/** The server keeps a copy of each logo at most this many pixels wide and high, for cards and lists. */
const THUMBNAIL_PIXELS = 128;

/**
 * The university's logo, or its initials avatar (or a placeholder icon) when it has none or it fails to load.
 * Shown small (two device pixels per CSS pixel still within the thumbnail), it loads the thumbnail, and the
 * logo itself if the thumbnail cannot be loaded.
 */
export function UniversityLogo({
  university,
  className = 'size-12 rounded-xl',
  size,
  eager = false,
  fallback = 'initials',
  initialsClassName = 'text-base',
}: UniversityLogoProps) {
  const [failed, setFailed] = useState<string[]>([]);
  const candidates = size * 2 <= THUMBNAIL_PIXELS ? [university.logoThumbnailUrl, university.logoUrl] : [university.logoUrl];
  const url = candidates.find((candidate) => candidate && !failed.includes(candidate)) ?? null;

  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading={eager ? undefined : 'lazy'}
        decoding={eager ? undefined : 'async'}
        onError={() => setFailed((urls) => [...urls, url])}
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

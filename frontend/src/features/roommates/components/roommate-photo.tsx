import { useState } from 'react';

import { initials } from '../utils/display';

interface RoommatePhotoProps {
  url?: string | null;
  person: { firstName: string; lastInitial: string };
  alt: string;
  /** Size, shape and rounding classes. */
  className?: string;
}

/** A student's photo, or their initials when there is none or it fails to load (`alt` '' for a decorative one). */
export function RoommatePhoto({ url, person, alt, className = 'aspect-[4/3] w-full' }: RoommatePhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return <img src={url} alt={alt} onError={() => setFailed(url)} className={`${className} bg-slate-100 object-cover`} />;
  }
  return (
    <div
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={`${className} flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 text-3xl font-bold text-brand-700`}
    >
      <span aria-hidden="true">{initials(person)}</span>
    </div>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';

import type { FeaturedPhoto } from '../types';
import { FEATURED_IMAGE_SIZES, photoSrcSet } from '../utils/images';

interface PhotoCarouselProps {
  photos: FeaturedPhoto[];
  alt: string;
}

const arrow =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md ' +
  'hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-40';

/**
 * A post's photos, one at a time: the first, and for several, previous and next buttons with "n of m".
 * Responsive images sized from the photo, so nothing moves when they arrive. Every one is lazy: the
 * grids sit below a page's first screen on a phone (a university's About comes first), and one on
 * the screen is fetched at once anyway.
 */
export function PhotoCarousel({ photos, alt }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  const photo = photos[index];
  if (!photo) return null;
  const many = photos.length > 1;

  return (
    <div className="relative bg-slate-100">
      <img
        key={photo.url}
        src={photo.thumbnailUrl}
        srcSet={photoSrcSet(photo)}
        sizes={FEATURED_IMAGE_SIZES}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="aspect-[4/5] w-full object-cover"
      />
      {many && (
        <>
          <button
            type="button"
            aria-label="Previous photo"
            disabled={index === 0}
            onClick={() => setIndex((current) => current - 1)}
            className={`${arrow} left-2`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Next photo"
            disabled={index === photos.length - 1}
            onClick={() => setIndex((current) => current + 1)}
            className={`${arrow} right-2`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <p
            aria-live="polite"
            className="absolute right-2 bottom-2 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-semibold text-white"
          >
            {index + 1} of {photos.length}
          </p>
        </>
      )}
    </div>
  );
}

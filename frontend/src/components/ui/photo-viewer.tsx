import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';

import { Dialog } from './dialog';

/** A photo someone may open at full size. */
export interface ViewerPhoto {
  /** The full-size image. */
  url: string;
  /** A small copy for the thumbnail (the full image when there is none). */
  thumbnailUrl?: string;
  width?: number;
  height?: number;
  /** What it is, for people who cannot see it ("Ada Lovelace's photo 2 of 3"). */
  alt: string;
}

interface PhotoViewerProps {
  /** The dialog's title ("Photos by Ada Lovelace"). */
  title: string;
  photos: readonly ViewerPhoto[];
  /** The photo shown first. */
  startAt?: number;
  onClose: () => void;
}

const arrow =
  'flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-slate-800 ring-1 ring-slate-300 ring-inset ' +
  'hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * Photos at the largest size the screen holds, one at a time, in a dialog (Escape, the Close button or
 * a click beside it closes it, and focus goes back to what opened it). Several photos: Previous and
 * Next (and the arrow keys), going round from the last to the first.
 */
export function PhotoViewer({ title, photos, startAt = 0, onClose }: PhotoViewerProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(startAt, 0), Math.max(photos.length - 1, 0)));
  const nextRef = useRef<HTMLButtonElement>(null);
  const photo = photos[index];
  const many = photos.length > 1;
  const step = (by: -1 | 1) => setIndex((current) => (current + by + photos.length) % photos.length);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!many) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog title={title} size="xl" onClose={onClose} initialFocusRef={many ? nextRef : undefined}>
      <div onKeyDown={handleKeyDown} className="flex flex-col items-center gap-4">
        {photo && (
          // The header, the padding and the buttons take about 11rem of a phone's screen (14rem with the
          // dialog's margin from 640 px): the photo has the rest, whole, never cropped.
          <img
            key={photo.url}
            src={photo.url}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            decoding="async"
            className="block h-auto max-h-[calc(100dvh-11rem)] w-auto max-w-full rounded-lg bg-slate-100 object-contain sm:max-h-[calc(100dvh-14rem)]"
          />
        )}
        {many && (
          <div className="flex items-center gap-4">
            <button type="button" aria-label="Previous photo" onClick={() => step(-1)} className={arrow}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <p aria-live="polite" className="min-w-16 text-center text-sm font-semibold text-slate-700">
              {index + 1} of {photos.length}
            </p>
            <button ref={nextRef} type="button" aria-label="Next photo" onClick={() => step(1)} className={arrow}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

import { Maximize2 } from 'lucide-react';
import { useState } from 'react';

import { PhotoViewer, type ViewerPhoto } from './photo-viewer';

interface PhotoThumbnailsProps {
  photos: readonly ViewerPhoto[];
  /** The viewer's title ("Photos by Ada Lovelace"). */
  viewerTitle: string;
  /** Names the list. */
  label?: string;
  /** The list's layout ("grid grid-cols-3 gap-2", "flex flex-wrap gap-2"). */
  className?: string;
  /** The thumbnail's size and shape ("aspect-square w-full object-cover", "size-20 object-cover"). */
  imageClassName?: string;
}

const viewLabel = (index: number, count: number) =>
  count === 1 ? 'View photo full size' : `View photo ${index + 1} of ${count} full size`;

/**
 * Photos as thumbnails, each a button (click, Enter or Space) that opens it full size in the page
 * (PhotoViewer), for reviewers who must see what they decide on; focus comes back to it on closing.
 */
export function PhotoThumbnails({
  photos,
  viewerTitle,
  label = 'Photos',
  className = 'flex flex-wrap gap-2',
  imageClassName = 'aspect-square w-full object-cover',
}: PhotoThumbnailsProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul aria-label={label} className={className}>
        {photos.map((photo, index) => (
          <li key={`${photo.url}-${index}`}>
            <button
              type="button"
              aria-label={viewLabel(index, photos.length)}
              onClick={() => setOpen(index)}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 hover:ring-brand-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <img
                src={photo.thumbnailUrl ?? photo.url}
                width={photo.width}
                height={photo.height}
                alt=""
                loading="lazy"
                decoding="async"
                className={imageClassName}
              />
              <span
                aria-hidden="true"
                className="absolute right-1.5 bottom-1.5 flex size-7 items-center justify-center rounded-full bg-slate-900/70 text-white opacity-80 group-hover:opacity-100"
              >
                <Maximize2 className="size-3.5" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <PhotoViewer title={viewerTitle} photos={photos} startAt={open} onClose={() => setOpen(null)} />}
    </>
  );
}

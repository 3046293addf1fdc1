import type { SubmissionPhoto } from '../types';

/** The submission's photos as thumbnails (1 to 10), each opening the full photo for a closer look. */
export function SubmissionPhotos({ photos }: { photos: SubmissionPhoto[] }) {
  return (
    <ul aria-label="Photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 hover:ring-brand-400"
          >
            <img
              src={photo.thumbnailUrl}
              width={photo.width}
              height={photo.height}
              alt={`Photo ${index + 1} of ${photos.length} (opens full size in a new tab)`}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

import { PhotoThumbnails } from '@/components/ui/photo-thumbnails';

import type { SubmissionPhoto } from '../types';

interface SubmissionPhotosProps {
  photos: SubmissionPhoto[];
  /** Who sent them ("Ada Lovelace"), naming the photos and the viewer. */
  authorName: string;
}

/** The submission's photos as thumbnails (1 to 10), each opening full size in the page for a closer look. */
export function SubmissionPhotos({ photos, authorName }: SubmissionPhotosProps) {
  return (
    <PhotoThumbnails
      viewerTitle={`Photos by ${authorName}`}
      photos={photos.map((photo, index) => ({
        ...photo,
        alt: `${authorName}'s photo ${index + 1} of ${photos.length}`,
      }))}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4"
      imageClassName="aspect-square w-full object-cover"
    />
  );
}

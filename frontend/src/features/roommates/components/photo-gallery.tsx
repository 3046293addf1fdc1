import { useState } from 'react';

import { RoommatePhoto } from './roommate-photo';

interface PhotoGalleryProps {
  photos: readonly string[];
  person: { firstName: string; lastInitial: string };
  name: string;
}

/** The main photo, large, and every photo as a thumbnail that shows it. */
export function PhotoGallery({ photos, person, name }: PhotoGalleryProps) {
  const [chosen, setChosen] = useState(0);
  const index = chosen < photos.length ? chosen : 0;
  const count = photos.length;

  return (
    <div className="min-w-0">
      <RoommatePhoto
        url={photos[index]}
        person={person}
        alt={count > 0 ? `${name}, photo ${index + 1} of ${count}` : name}
        className="aspect-[4/3] w-full rounded-2xl ring-1 ring-slate-200"
      />
      {count > 1 && (
        <ul aria-label={`Photos of ${name}`} className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6">
          {photos.map((url, position) => (
            <li key={`${url}-${position}`}>
              <button
                type="button"
                aria-label={`Show photo ${position + 1}`}
                aria-pressed={position === index}
                onClick={() => setChosen(position)}
                className={`block w-full overflow-hidden rounded-lg ring-2 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  position === index ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-300'
                }`}
              >
                <img src={url} alt="" className="aspect-square w-full bg-slate-100 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

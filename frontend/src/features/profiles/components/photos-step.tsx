import { ImagePlus, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';

import type { DraftPhoto } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';
import { addPhotos, MAX_PHOTOS, remainingSlots } from '../utils/photos';

interface PhotosStepProps {
  photos: DraftPhoto[];
  onChange: (photos: DraftPhoto[]) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: 1 to 10 photos, the first being the main one. */
export function PhotosStep({ photos, onChange, onBack, onContinue }: PhotosStepProps) {
  const inputId = useId();
  const remaining = remainingSlots(photos);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const result = addPhotos(photos, files);
    if (result.added > 0) {
      onChange(result.photos);
      toast.success(PROFILE_MESSAGES.photosAdded);
    }
    if (result.error) toast.error(result.added > 0 ? result.error : `${PROFILE_MESSAGES.photosAddFailed}: ${result.error}`);
  };

  const remove = (id: string) => onChange(photos.filter((photo) => photo.id !== id));

  return (
    <section aria-labelledby="photos-step-title">
      <h2 id="photos-step-title" className="text-xl font-bold text-slate-900">
        Add your photos
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Add 1 to {MAX_PHOTOS} photos. The first one is your main photo.{' '}
        <span className="font-semibold text-slate-800">{remaining} photos remaining</span>
      </p>
      <ul aria-label="Your photos" className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id} className="relative aspect-square overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
            {photo.url && <img src={photo.url} alt={`Photo ${index + 1}`} className="size-full object-cover" />}
            {index === 0 && (
              <span className="absolute bottom-2 left-2 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
                Main Photo
              </span>
            )}
            <button
              type="button"
              onClick={() => remove(photo.id)}
              aria-label={`Remove photo ${index + 1}`}
              className="absolute top-2 right-2 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        {remaining > 0 && (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 text-sm font-semibold text-slate-600 hover:border-brand-400 hover:text-brand-700"
            >
              <ImagePlus aria-hidden="true" className="size-7" />
              Add photos
            </label>
            <input id={inputId} type="file" accept="image/*" multiple onChange={choose} className="sr-only" />
          </li>
        )}
      </ul>
      <div className="mt-6 flex justify-between">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onContinue} disabled={photos.length === 0}>
          Continue
        </Button>
      </div>
    </section>
  );
}

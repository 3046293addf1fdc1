import { CloudAlert, ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';

import { uploadProfilePhoto } from '../api/upload-profile-photo';
import type { DraftPhoto } from '../types';
import { PROFILE_MESSAGES } from '../utils/messages';
import { addPhotos, MAX_PHOTOS, remainingSlots } from '../utils/photos';

interface PhotosStepProps {
  photos: DraftPhoto[];
  /** Changes the wizard's photos from their latest state (uploads finish in any order). */
  onChange: (update: (photos: DraftPhoto[]) => DraftPhoto[]) => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Uploads the new photos one by one (POST /upload), each replaced by its stored URL when done, so a
 * reload keeps them (the draft keeps URLs). A failed upload keeps the chosen file: the submit tries
 * it again.
 */
async function uploadAll(added: DraftPhoto[], onChange: PhotosStepProps['onChange']): Promise<void> {
  let failed = false;
  for (const photo of added) {
    const { file } = photo;
    if (!file) continue;
    try {
      const url = await uploadProfilePhoto(file);
      onChange((photos) => photos.map((item) => (item.id === photo.id ? { id: item.id, url } : item)));
    } catch {
      failed = true;
      onChange((photos) => photos.map((item) => (item.id === photo.id ? { ...item, uploading: false } : item)));
    }
  }
  if (failed) toast.error(PROFILE_MESSAGES.photosUploadFailed);
}

/** Step 2: 1 to 10 photos, the first being the main one. */
export function PhotosStep({ photos, onChange, onBack, onContinue }: PhotosStepProps) {
  const inputId = useId();
  const remaining = remainingSlots(photos);
  const uploading = photos.some((photo) => photo.uploading);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const result = addPhotos(photos, files);
    if (result.added > 0) {
      const added = result.photos.slice(photos.length).map((photo) => ({ ...photo, uploading: true }));
      onChange((current) => [...current, ...added]);
      toast.success(PROFILE_MESSAGES.photosAdded);
      void uploadAll(added, onChange);
    }
    if (result.error) toast.error(result.added > 0 ? result.error : `${PROFILE_MESSAGES.photosAddFailed}: ${result.error}`);
  };

  const remove = (id: string) => onChange((current) => current.filter((photo) => photo.id !== id));

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
            {photo.uploading ? (
              <span role="status" className="absolute inset-0 flex items-center justify-center bg-white/60">
                <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-brand-600" />
                <span className="sr-only">{`Uploading photo ${index + 1}`}</span>
              </span>
            ) : (
              photo.file && (
                <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900">
                  <CloudAlert aria-hidden="true" className="size-3.5" />
                  Not uploaded yet
                </span>
              )
            )}
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
        <Button onClick={onContinue} disabled={photos.length === 0 || uploading}>
          {uploading ? 'Uploading photos...' : 'Continue'}
        </Button>
      </div>
    </section>
  );
}

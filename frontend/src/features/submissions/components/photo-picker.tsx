import { ChevronLeft, ChevronRight, ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';

import { FieldError } from '@/components/form/form-field';
import { MAX_IMAGE_BYTES } from '@/config/constants';
import { getErrorMessage } from '@/lib/api/errors';

import { uploadSubmissionPhoto } from '../api/upload-submission-photo';
import type { FormPhoto, PhotoProblem } from '../types';
import { MAX_PHOTOS, movePhoto } from '../utils/form';
import { SUBMISSION_MESSAGES } from '../utils/messages';

interface PhotoPickerProps {
  photos: FormPhoto[];
  /** Changes the photos from their latest state (uploads finish in any order). */
  onChange: (update: (photos: FormPhoto[]) => FormPhoto[]) => void;
  /** The server's word on the photos (`fields.photos`). */
  error?: string;
  disabled?: boolean;
}

let sequence = 0;

function preview(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function forget(url: string) {
  if (url.startsWith('blob:')) URL.revokeObjectURL(url);
}

/** Why a chosen file cannot be added before it is sent, or null. */
function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return SUBMISSION_MESSAGES.notImage;
  if (file.size > MAX_IMAGE_BYTES) return SUBMISSION_MESSAGES.tooLarge;
  return null;
}

const tileButton =
  'flex size-8 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow ring-1 ring-slate-200 ' +
  'hover:bg-white hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * 1 to 10 photos, in the order they will be shown: each chosen file is uploaded at once
 * (POST /upload?uploadType=submission) and shown by its thumbnail; a file that cannot be added or
 * uploaded is listed with the reason. Photos move earlier and later with buttons.
 */
export function PhotoPicker({ photos, onChange, error, disabled = false }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problems, setProblems] = useState<PhotoProblem[]>([]);
  const remaining = Math.max(0, MAX_PHOTOS - photos.length);

  const upload = async (photo: FormPhoto, file: File) => {
    try {
      const { fileUrl, thumbnailUrl } = await uploadSubmissionPhoto(file);
      onChange((current) =>
        current.map((item) => (item.id === photo.id ? { ...item, url: fileUrl, thumbnailUrl, uploading: false } : item)),
      );
    } catch (failure) {
      onChange((current) => current.filter((item) => item.id !== photo.id));
      const message = getErrorMessage(failure, SUBMISSION_MESSAGES.uploadFailed);
      setProblems((current) => [...current, { id: photo.id, fileName: file.name, message }]);
    } finally {
      forget(photo.thumbnailUrl);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: PhotoProblem[] = [];
    const added: { photo: FormPhoto; file: File }[] = [];
    for (const file of files) {
      sequence += 1;
      const id = `new-${sequence}`;
      const problem = fileProblem(file) ?? (added.length >= remaining ? SUBMISSION_MESSAGES.tooMany : null);
      if (problem) found.push({ id, fileName: file.name, message: problem });
      else added.push({ photo: { id, url: null, thumbnailUrl: preview(file), uploading: true }, file });
    }
    setProblems(found);
    if (added.length === 0) return;
    onChange((current) => [...current, ...added.map(({ photo }) => photo)]);
    for (const { photo, file } of added) void upload(photo, file);
  };

  const remove = (id: string) => onChange((current) => current.filter((photo) => photo.id !== id));
  const move = (index: number, by: -1 | 1) => onChange((current) => movePhoto(current, index, by));

  return (
    <fieldset aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}>
      <legend className="text-sm font-semibold text-slate-800">Photos</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        1 to {MAX_PHOTOS} photos, shown in this order. JPEG, PNG, GIF or WebP, up to 5 MB each.{' '}
        <span className="font-medium text-slate-800">
          {photos.length} of {MAX_PHOTOS} added
        </span>
      </p>
      <ul aria-label="Your photos" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li key={photo.id} className="relative aspect-square overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
              {photo.thumbnailUrl && <img src={photo.thumbnailUrl} alt={`Photo ${n}`} className="size-full object-cover" />}
              {photo.uploading && (
                <span role="status" className="absolute inset-0 flex items-center justify-center bg-white/60">
                  <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-brand-600" />
                  <span className="sr-only">{`Uploading photo ${n}`}</span>
                </span>
              )}
              <span className="absolute top-2 left-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-semibold text-white">{n}</span>
              <div className="absolute inset-x-2 bottom-2 flex justify-between gap-1">
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={tileButton}
                    aria-label={`Move photo ${n} earlier`}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ChevronLeft aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={tileButton}
                    aria-label={`Move photo ${n} later`}
                    disabled={disabled || index === photos.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </button>
                </span>
                <button
                  type="button"
                  className={tileButton}
                  aria-label={`Remove photo ${n}`}
                  disabled={disabled}
                  onClick={() => remove(photo.id)}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
        {remaining > 0 && (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 text-sm font-semibold text-slate-600 focus-within:border-brand-500 hover:border-brand-400 hover:text-brand-700"
            >
              <ImagePlus aria-hidden="true" className="size-7" />
              Add photos
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                disabled={disabled}
                onChange={choose}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      {problems.length > 0 && (
        <div role="alert" className="mt-3 rounded-xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200 ring-inset">
          <ul className="space-y-1">
            {problems.map((problem) => (
              <li key={problem.id} className="flex items-start justify-between gap-2">
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{problem.fileName}</span>: {problem.message}
                </span>
                <button
                  type="button"
                  className="shrink-0 rounded-full p-1 hover:bg-rose-100"
                  aria-label={`Dismiss the message about ${problem.fileName}`}
                  onClick={() => setProblems((current) => current.filter((item) => item.id !== problem.id))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

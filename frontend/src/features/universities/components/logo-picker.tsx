import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';

import { FieldError } from '@/components/form/form-field';
import { buttonClasses } from '@/components/ui/button';

import { logoFileError } from '../utils/university-input';

interface LogoPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** A picked file that is not an image or is too large: reported at once, and not kept. */
  onInvalid: (message: string) => void;
  error?: string;
  /** The logo the university has now (editing): shown until another is picked, and kept if none is. */
  currentLogoUrl?: string | null;
  /** Focused by the form when the logo is missing. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Reads the picked file as a data: URL for the preview (safe under StrictMode, nothing to revoke). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof FileReader === 'undefined') return;
    let cancelled = false;
    const reader = new FileReader();
    reader.onload = () => {
      if (!cancelled && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      cancelled = true;
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** "University Logo": an image picker whose button says Upload Logo or Change Logo and names the file. */
export function LogoPicker({ file, onChange, onInvalid, error, currentLogoUrl, buttonRef }: LogoPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const shown = preview ?? (file ? null : currentLogoUrl);
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    // min-w-0: a fieldset is as wide as its widest unbroken line by default; a long file name
    // would push the dialog past a phone's edge.
    <fieldset className="min-w-0">
      <legend className="block text-sm font-semibold text-slate-800">University Logo</legend>
      <div className="mt-1.5 flex items-center gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200">
          {shown ? (
            <img src={shown} alt="" className="size-full object-contain" />
          ) : (
            <ImageUp aria-hidden="true" className="size-7 text-slate-400" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <button
            ref={buttonRef}
            type="button"
            onClick={() => inputRef.current?.click()}
            aria-describedby={[statusId, error ? errorId : null, hintId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            className={buttonClasses('secondary', 'sm', error ? 'ring-rose-400' : '')}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {file || currentLogoUrl ? 'Change Logo' : 'Upload Logo'}
          </button>
          <p id={statusId} className="mt-1.5 break-words text-sm text-slate-700">
            {file ? (
              <>
                <span className="sr-only">Chosen file: </span>
                <span className="font-medium">{file.name}</span>
              </>
            ) : currentLogoUrl ? (
              'The current logo is kept unless you choose another.'
            ) : (
              'No file chosen'
            )}
          </p>
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label="University Logo"
        tabIndex={-1}
        className="hidden"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (!picked) return;
          const problem = logoFileError(picked);
          if (problem) {
            onChange(null);
            onInvalid(problem);
            return;
          }
          onChange(picked);
        }}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        An image file (PNG, JPG, GIF or WebP) of at most 5 MB.
      </p>
    </fieldset>
  );
}

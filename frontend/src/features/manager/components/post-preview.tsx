import { ImageIcon, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';

import { InstagramIcon } from '@/components/ui/social-icons';

import { frameForInstagram, frameNote } from '../utils/framing';

export interface ImageSize {
  file: File;
  width: number;
  height: number;
}

/** Reads the picked file as a data: URL (safe under StrictMode, nothing to revoke). */
function useDataUrl(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof FileReader === 'undefined') return;
    let cancelled = false;
    const reader = new FileReader();
    reader.onload = () => {
      if (!cancelled && typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      cancelled = true;
    };
  }, [file]);
  return read && read.file === file ? read.url : null;
}

interface PostPreviewProps {
  file: File | null;
  caption: string;
  /** Whose post it will be. */
  username: string;
  /** The picked image's size once it has loaded (it decides the frame). */
  size: ImageSize | null;
  onMeasured: (size: ImageSize) => void;
}

/**
 * The post as Instagram will show it: an image outside 4:5..1.91:1 sits on a white canvas of the
 * nearest allowed ratio, as the server will frame it, and the preview says so.
 */
export function PostPreview({ file, caption, username, size, onMeasured }: PostPreviewProps) {
  const url = useDataUrl(file);
  const measured = size && size.file === file ? size : null;
  const frame = measured ? frameForInstagram(measured.width, measured.height) : null;
  let noteTone = 'bg-amber-50 text-amber-900 ring-amber-200';
  if (frame?.tooNarrow) noteTone = 'bg-rose-50 text-rose-800 ring-rose-200';
  else if (frame?.bars === 'none') noteTone = 'bg-slate-50 text-slate-700 ring-slate-200';

  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        <span className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-amber-400 via-fuchsia-500 to-brand-600 text-white">
          <InstagramIcon className="size-4" />
        </span>
        <span className="truncate text-sm font-semibold text-slate-900">{username}</span>
      </div>
      {url ? (
        // The grey around the canvas shows where Instagram's image ends, white bars included.
        <div className="bg-slate-100 p-3">
          <div
            data-testid="preview-canvas"
            className="relative w-full bg-white shadow-sm"
            style={{ aspectRatio: frame ? `${frame.canvasWidth} / ${frame.canvasHeight}` : '1 / 1' }}
          >
            <img
              src={url}
              alt="The image as Instagram will show it"
              className="absolute inset-0 size-full object-contain"
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                if (file) onMeasured({ file, width: naturalWidth, height: naturalHeight });
              }}
            />
          </div>
        </div>
      ) : (
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-slate-50 text-slate-500">
          <ImageIcon aria-hidden="true" className="size-10" />
          <p className="text-sm">Choose an image to see the preview</p>
        </div>
      )}
      <figcaption className="space-y-3 px-4 py-3 text-sm">
        <p className="line-clamp-4 [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">
          <span className="font-semibold text-slate-900">{username}</span>{' '}
          {caption.trim() || <span className="text-slate-500">Your caption</span>}
        </p>
        <div aria-live="polite">
          {frame && (
            <p className={`flex gap-2 rounded-lg px-3 py-2 text-xs leading-5 ring-1 ring-inset ${noteTone}`}>
              {frame.tooNarrow && <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />}
              <span>
                {frameNote(frame)}{' '}
                {!frame.tooNarrow && (
                  <span className="text-slate-500">
                    ({measured?.width} × {measured?.height} px, sent as {frame.canvasWidth} × {frame.canvasHeight} px)
                  </span>
                )}
              </span>
            </p>
          )}
        </div>
      </figcaption>
    </figure>
  );
}

/** Instagram's image limits, as the server frames an upload (`quad_domain::post::ImageFrame`). */
export const MIN_RATIO = 4 / 5;
export const MAX_RATIO = 1.91;
export const MIN_FRAMED_WIDTH = 320;
export const MAX_FRAMED_WIDTH = 1440;

/** Where white bars go: none (the ratio fits), at the sides (too tall), at the top and bottom (too wide). */
export type Bars = 'none' | 'sides' | 'top-bottom';

export interface Frame {
  /** The canvas Instagram gets, after scaling down to at most 1,440 px wide. */
  canvasWidth: number;
  canvasHeight: number;
  /** The image on that canvas. */
  imageWidth: number;
  imageHeight: number;
  bars: Bars;
  /** Narrower than 320 px once framed: the server refuses it. */
  tooNarrow: boolean;
}

/**
 * How the server frames a `width` × `height` image for Instagram: outside 4:5..1.91:1 it is
 * letterboxed on a white canvas of the nearest allowed ratio (nothing is cropped), and a canvas
 * wider than 1,440 px is scaled down. The same arithmetic as the server's, so the preview shows
 * what Instagram will.
 */
export function frameForInstagram(width: number, height: number): Frame {
  if (width <= 0 || height <= 0) {
    return { canvasWidth: 0, canvasHeight: 0, imageWidth: 0, imageHeight: 0, bars: 'none', tooNarrow: true };
  }
  const ratio = width / height;
  let canvasWidth = width;
  let canvasHeight = height;
  let bars: Bars = 'none';
  if (ratio > MAX_RATIO) {
    canvasHeight = Math.ceil(width / MAX_RATIO);
    bars = 'top-bottom';
  } else if (ratio < MIN_RATIO) {
    canvasWidth = Math.ceil(height * MIN_RATIO);
    bars = 'sides';
  }
  const scale = Math.min(MAX_FRAMED_WIDTH / canvasWidth, 1);
  const round = (value: number) => Math.max(Math.round(value * scale), 1);
  const frame = {
    canvasWidth: round(canvasWidth),
    canvasHeight: round(canvasHeight),
    imageWidth: Math.min(round(width), round(canvasWidth)),
    imageHeight: Math.min(round(height), round(canvasHeight)),
    bars,
  };
  return { ...frame, tooNarrow: frame.canvasWidth < MIN_FRAMED_WIDTH };
}

/** What the preview says about the frame. */
export function frameNote(frame: Frame): string {
  if (frame.tooNarrow) {
    return (
      `Once framed for Instagram this image is only ${frame.canvasWidth} px wide, so the server will refuse it: ` +
      `it must be at least ${MIN_FRAMED_WIDTH} px wide.`
    );
  }
  if (frame.bars === 'sides') {
    return 'Instagram takes images from 4:5 to 1.91:1, so this one gets white bars at the sides.';
  }
  if (frame.bars === 'top-bottom') {
    return 'Instagram takes images from 4:5 to 1.91:1, so this one gets white bars at the top and bottom.';
  }
  return 'Instagram shows this image whole, as it is.';
}

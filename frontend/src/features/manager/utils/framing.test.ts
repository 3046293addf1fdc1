import { frameForInstagram, frameNote } from './framing';

describe('frameForInstagram', () => {
  it('leaves an image within 4:5..1.91:1 as it is', () => {
    expect(frameForInstagram(1080, 1080)).toEqual({
      canvasWidth: 1080,
      canvasHeight: 1080,
      imageWidth: 1080,
      imageHeight: 1080,
      bars: 'none',
      tooNarrow: false,
    });
    expect(frameForInstagram(800, 1000).bars).toBe('none');
    expect(frameForInstagram(1910, 1000).bars).toBe('none');
  });

  it('puts a wide image on a 1.91:1 canvas with bars at the top and bottom, scaled to 1,440 px', () => {
    expect(frameForInstagram(3000, 1000)).toEqual({
      canvasWidth: 1440,
      canvasHeight: 754,
      imageWidth: 1440,
      imageHeight: 480,
      bars: 'top-bottom',
      tooNarrow: false,
    });
  });

  it('puts a tall image on a 4:5 canvas with bars at the sides', () => {
    expect(frameForInstagram(1000, 3000)).toEqual({
      canvasWidth: 1440,
      canvasHeight: 1800,
      imageWidth: 600,
      imageHeight: 1800,
      bars: 'sides',
      tooNarrow: false,
    });
  });

  it('says when the framed image is narrower than 320 px, as the server refuses it', () => {
    expect(frameForInstagram(300, 300).tooNarrow).toBe(true);
    // Letterboxed to 2,400 × 3,000, then scaled: wide enough.
    expect(frameForInstagram(300, 3000).tooNarrow).toBe(false);
    expect(frameForInstagram(320, 400).tooNarrow).toBe(false);
    expect(frameForInstagram(0, 100).tooNarrow).toBe(true);
  });

  it('keeps every framed canvas within Instagram’s ratios and 320..1,440 px', () => {
    for (const [width, height] of [[1, 5999], [5999, 1], [640, 2000], [4000, 3000], [333, 333], [2000, 640]] as const) {
      const frame = frameForInstagram(width, height);
      if (frame.tooNarrow) continue;
      const ratio = frame.canvasWidth / frame.canvasHeight;
      expect(ratio).toBeGreaterThanOrEqual(0.8 - 0.01);
      expect(ratio).toBeLessThanOrEqual(1.91 + 0.01);
      expect(frame.canvasWidth).toBeLessThanOrEqual(1440);
      expect(frame.imageWidth).toBeLessThanOrEqual(frame.canvasWidth);
      expect(frame.imageHeight).toBeLessThanOrEqual(frame.canvasHeight);
    }
  });
});

describe('frameNote', () => {
  it('says where the white bars go, or that the server will refuse the image', () => {
    expect(frameNote(frameForInstagram(1000, 3000))).toBe(
      'Instagram takes images from 4:5 to 1.91:1, so this one gets white bars at the sides.',
    );
    expect(frameNote(frameForInstagram(3000, 1000))).toBe(
      'Instagram takes images from 4:5 to 1.91:1, so this one gets white bars at the top and bottom.',
    );
    expect(frameNote(frameForInstagram(300, 200))).toMatch(/only 300 px wide, so the server will refuse it/);
    expect(frameNote(frameForInstagram(1080, 1080))).toBe('Instagram shows this image whole, as it is.');
  });
});

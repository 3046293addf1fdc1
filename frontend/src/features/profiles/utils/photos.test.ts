import { addPhotos, MAX_PHOTOS, photoFileError, photosFromUrls, remainingSlots } from './photos';

const png = (name = 'a.png', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('photos', () => {
  it('accepts images up to 5 MB only', () => {
    expect(photoFileError(png())).toBeNull();
    expect(photoFileError(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('Please select an image file');
    expect(photoFileError(png('big.png', 5 * 1024 * 1024 + 1))).toBe('Image must be less than 5MB');
  });

  it('adds at most 10 photos and counts the remaining slots', () => {
    const nine = photosFromUrls(Array.from({ length: 9 }, (_, i) => `/media/${i}.jpg`));
    expect(remainingSlots(nine)).toBe(1);
    const result = addPhotos(nine, [png('1.png'), png('2.png')]);
    expect(result.photos).toHaveLength(MAX_PHOTOS);
    expect(result.added).toBe(1);
    expect(result.error).toBe('You can add up to 10 photos');
    expect(remainingSlots(result.photos)).toBe(0);
  });

  it('skips files that are not images', () => {
    const result = addPhotos([], [new File(['x'], 'a.pdf', { type: 'application/pdf' }), png()]);
    expect(result.added).toBe(1);
    expect(result.error).toBe('Please select an image file');
  });
});

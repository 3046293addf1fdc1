import type { SubmitFormValues } from '../types';

import { validateSubmission } from './validation';

const photo = (uploading = false) => ({ id: 'p', url: uploading ? null : '/media/p.jpg', thumbnailUrl: '/media/p-thumb.jpg', uploading });

const valid: SubmitFormValues = {
  universityId: 'uni-1',
  caption: 'Sunset on the Diag',
  credit: 'name',
  photos: [photo()],
  consentQuad: true,
  consentInstagram: false,
  consentPeople: true,
};
const byName = { handle: null, creditText: 'Ada L.' };

describe('validateSubmission', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(validateSubmission(valid, byName)).toEqual({});
  });

  it('names every field that is wrong at once, in the server’s words', () => {
    const empty: SubmitFormValues = { ...valid, universityId: '', caption: '   ', credit: 'instagram', photos: [], consentQuad: false, consentPeople: false };
    expect(validateSubmission(empty, byName)).toEqual({
      university: 'Please choose your university',
      photos: 'Please add at least one photo',
      caption: 'Please enter a caption',
      credit: 'Add your Instagram handle to your roommate profile to be credited by it, or choose your name',
      consent:
        "Please agree to have it featured on your university's page on Quad, and confirm that everyone identifiable in the photos agreed to be featured",
    });
  });

  it('asks for each consent that is missing', () => {
    expect(validateSubmission({ ...valid, consentQuad: false }, byName).consent).toBe(
      "Please agree to have it featured on your university's page on Quad",
    );
    expect(validateSubmission({ ...valid, consentPeople: false }, byName).consent).toBe(
      'Please confirm that everyone identifiable in the photos agreed to be featured',
    );
  });

  it('holds the photos to 1 to 10, uploaded', () => {
    expect(validateSubmission({ ...valid, photos: [photo(), photo(true)] }, byName).photos).toBe('Please wait until your photos are uploaded');
    expect(validateSubmission({ ...valid, photos: Array.from({ length: 11 }, () => photo()) }, byName).photos).toBe(
      'You can add at most 10 photos',
    );
  });

  it('holds the caption to Instagram’s limits, with the credit when it goes to Instagram', () => {
    expect(validateSubmission({ ...valid, caption: 'é'.repeat(2201) }, byName).caption).toBe('Captions can be at most 2,200 characters');
    expect(validateSubmission({ ...valid, caption: '#a '.repeat(31) }, byName).caption).toBe('Instagram allows at most 30 hashtags in a caption');
    const twentyMentions = Array.from({ length: 20 }, (_, i) => `@p${i}`).join(' ');
    expect(validateSubmission({ ...valid, caption: twentyMentions }, byName)).toEqual({});
    expect(
      validateSubmission({ ...valid, caption: twentyMentions, credit: 'instagram', consentInstagram: true }, { handle: '@ada', creditText: '@ada' })
        .caption,
    ).toBe("With the credit added, the caption must stay within Instagram's limits: Instagram allows at most 20 @mentions in a caption");
    // Surrounding spaces do not count, as on the server.
    expect(validateSubmission({ ...valid, caption: `  ${'é'.repeat(2200)}  ` }, byName)).toEqual({});
  });
});

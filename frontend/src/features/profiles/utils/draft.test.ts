import type { ProfileDraft, ProfileDraftDto } from '../types';

import { draftBody, draftFromServer, serializeDraft } from './draft';

const catalogues = {
  majors: ['Economics'],
  preferences: [
    { key: 'gender', label: 'Gender', multiple: false, kind: 'unordered', options: ['Male', 'Female'] },
    { key: 'substances', label: 'Substances', multiple: true, kind: 'several', options: ['No Alcohol', 'No Smoking'] },
    { key: 'sleepSchedule', label: 'Sleep schedule', multiple: false, kind: 'unordered', options: ['Early Bird', 'Night Owl'] },
  ],
};

const nextYear = new Date().getFullYear() + 1;

const draft: ProfileDraft = {
  university: 'uni-1',
  universityName: 'University of Michigan',
  major: 'Economics',
  graduationYear: nextYear,
  bio: 'Hi',
  socialMedia: { instagram: '@sam', snapchat: 'sam r', twitter: '', tiktok: 'x'.repeat(51) },
  photos: [
    { id: 'stored-0', url: '/media/profile/a.jpg' },
    { id: 'photo-1', url: 'blob:local', file: new File(['x'], 'b.png', { type: 'image/png' }), uploading: true },
    { id: 'photo-2', url: 'blob:failed', file: new File(['x'], 'c.png', { type: 'image/png' }) },
  ],
  roommatePreferences: { lookingForRoommate: false, gender: 'Female', substances: ['No Alcohol'], sleepSchedule: '' },
  roommateExpectations: {
    sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: true },
    substances: { accepted: [], importance: 'a_little', dealbreaker: false },
  },
};

describe('the draft as the server keeps it', () => {
  it('sends the step and every field, but only what the server takes', () => {
    expect(draftBody(draft, 3, catalogues)).toEqual({
      step: 3,
      university: 'uni-1',
      major: 'Economics',
      graduationYear: nextYear,
      bio: 'Hi',
      // A handle the form refuses (a space, too long) is left out, as is a blank one.
      socialMedia: { instagram: '@sam' },
      // Only the photo that finished uploading.
      profileImages: ['/media/profile/a.jpg'],
      roommatePreferences: { lookingForRoommate: false, gender: 'Female', substances: ['No Alcohol'], sleepSchedule: '' },
      roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: true } },
    });
  });

  it('sends nothing chosen as null or blank, and no year or major the form does not offer', () => {
    const empty = { ...draft, university: '', major: 'Basket Weaving', graduationYear: 2001, photos: [] };
    expect(draftBody(empty, 1, catalogues)).toMatchObject({ university: null, major: '', graduationYear: null, profileImages: [] });
    expect(draftBody({ ...draft, graduationYear: '' }, 1, catalogues).graduationYear).toBeNull();
  });

  it('reads a kept draft back with its step, over the catalogues', () => {
    const dto: ProfileDraftDto = {
      step: 3,
      university: 'uni-1',
      universityName: 'University of Michigan',
      major: 'Economics',
      graduationYear: nextYear,
      bio: 'Hi',
      socialMedia: { instagram: 'sam', tiktok: null },
      profileImages: ['/media/profile/a.jpg'],
      roommatePreferences: { lookingForRoommate: false, gender: 'Female', substances: ['No Alcohol'] },
      roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: true } },
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const { draft: read, step } = draftFromServer(dto, catalogues);
    expect(step).toBe(3);
    expect(read).toMatchObject({
      university: 'uni-1',
      universityName: 'University of Michigan',
      major: 'Economics',
      graduationYear: nextYear,
      socialMedia: { instagram: 'sam', snapchat: '', twitter: '', tiktok: '' },
      roommatePreferences: { lookingForRoommate: false, gender: 'Female', substances: ['No Alcohol'], sleepSchedule: '' },
      roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: true } },
    });
    expect(read.photos.map((photo) => photo.url)).toEqual(['/media/profile/a.jpg']);

    // A university that has gone since is asked for again; a missing year or major is not chosen yet.
    const gone = draftFromServer({ ...dto, universityName: null, graduationYear: null, major: null }, catalogues).draft;
    expect(gone).toMatchObject({ university: '', universityName: '', graduationYear: '', major: '' });
  });

  it('compares drafts by what would be kept, whatever the step or a photo still uploading', () => {
    const settled = { ...draft, photos: draft.photos.slice(0, 1) };
    expect(serializeDraft(draft, catalogues)).toBe(serializeDraft(settled, catalogues));
    expect(serializeDraft({ ...draft, bio: 'Hi!' }, catalogues)).not.toBe(serializeDraft(draft, catalogues));
  });
});

import type { ProfileDraft } from '../types';

import { clearDraft, draftStorageKey, loadDraft, saveDraft } from './draft-storage';

const catalogues = {
  majors: ['Economics'],
  preferences: [
    { key: 'gender', label: 'Gender', multiple: false, options: ['Male', 'Female'] },
    { key: 'substances', label: 'Substances', multiple: true, options: ['No Alcohol', 'No Smoking'] },
    { key: 'sleepSchedule', label: 'Sleep schedule', multiple: false, options: ['Early Bird', 'Night Owl'] },
  ],
};

const draft: ProfileDraft = {
  university: 'uni-1',
  universityName: 'University of Michigan',
  major: 'Economics',
  graduationYear: 2028,
  bio: 'Hi',
  socialMedia: { instagram: 'sam', snapchat: '', twitter: '', tiktok: '' },
  photos: [
    { id: 'stored-0', url: '/media/profile/a.jpg' },
    { id: 'photo-1', url: 'blob:local', file: new File(['x'], 'b.png', { type: 'image/png' }), uploading: true },
  ],
  roommatePreferences: { lookingForRoommate: false, gender: 'Female', substances: ['No Alcohol'], sleepSchedule: '' },
  roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: true } },
};

describe('the wizard draft in sessionStorage', () => {
  it('keeps a draft per account, with the uploaded photos as URLs', () => {
    saveDraft('user-1', draft);
    expect(loadDraft('user-2', catalogues)).toBeNull();
    const restored = loadDraft('user-1', catalogues);
    expect(restored).toMatchObject({
      university: 'uni-1',
      universityName: 'University of Michigan',
      major: 'Economics',
      graduationYear: 2028,
      bio: 'Hi',
      socialMedia: { instagram: 'sam', snapchat: '', twitter: '', tiktok: '' },
      roommatePreferences: { lookingForRoommate: false, gender: 'Female', substances: ['No Alcohol'], sleepSchedule: '' },
      roommateExpectations: { sleepSchedule: { accepted: ['Night Owl'], importance: 'very', dealbreaker: true } },
    });
    expect(restored?.photos.map((photo) => photo.url)).toEqual(['/media/profile/a.jpg']);
    clearDraft('user-1');
    expect(loadDraft('user-1', catalogues)).toBeNull();
  });

  it('ignores a draft it cannot read', () => {
    sessionStorage.setItem(draftStorageKey('user-1'), '{not json');
    expect(loadDraft('user-1', catalogues)).toBeNull();
    sessionStorage.setItem(draftStorageKey('user-1'), JSON.stringify({ version: 2, draft: {} }));
    expect(loadDraft('user-1', catalogues)).toBeNull();
  });

  it('keeps nothing without an account', () => {
    saveDraft(null, draft);
    expect(sessionStorage.length).toBe(0);
    expect(loadDraft(null, catalogues)).toBeNull();
  });
});

import { roommateAccess } from './access';

const profile = { profileStatus: 'approved', profileRejectionReason: null, visibleToRoommates: true } as const;

describe('roommateAccess', () => {
  it('asks for a profile when there is none', () => {
    expect(roommateAccess(null)).toEqual({ kind: 'none' });
  });

  it('lets an approved profile see others, even while it is not looking', () => {
    expect(roommateAccess(profile)).toEqual({ kind: 'allowed' });
    expect(roommateAccess({ ...profile, visibleToRoommates: false })).toEqual({ kind: 'allowed' });
  });

  it('lets a profile whose approved version is visible see others while an edit waits', () => {
    expect(roommateAccess({ ...profile, profileStatus: 'pending' })).toEqual({ kind: 'allowed' });
  });

  it('says a new profile waits for review, and why a rejected one was', () => {
    expect(roommateAccess({ ...profile, profileStatus: 'pending', visibleToRoommates: false })).toEqual({ kind: 'pending' });
    expect(
      roommateAccess({ ...profile, profileStatus: 'rejected', profileRejectionReason: 'Blurry photo', visibleToRoommates: false }),
    ).toEqual({ kind: 'rejected', reason: 'Blurry photo' });
  });

  it("believes the server's 403 over the profile", () => {
    expect(roommateAccess(profile, { forbidden: true, message: 'Nope' })).toEqual({ kind: 'forbidden', message: 'Nope' });
    expect(roommateAccess({ ...profile, profileStatus: 'pending' }, { forbidden: true })).toEqual({ kind: 'pending' });
  });
});

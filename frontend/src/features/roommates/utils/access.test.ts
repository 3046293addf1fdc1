import { needsVerification, roommateAccess } from './access';

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
    const notApproved = 'Your profile must be approved before you can see other students';
    expect(roommateAccess(profile, { forbidden: true, message: notApproved })).toEqual({ kind: 'forbidden', message: notApproved });
    expect(roommateAccess(profile, { forbidden: true })).toEqual({ kind: 'forbidden', message: notApproved });
    expect(roommateAccess({ ...profile, profileStatus: 'pending' }, { forbidden: true })).toEqual({ kind: 'pending' });
  });

  it('tells the not-approved 403 from the one asking to verify an address at the university', () => {
    const notApproved = 'Your profile must be approved before you can see other students';
    const verify = 'To see other students at Reed College, verify an address at reed.edu: add it as your university e-mail in Settings';
    expect(needsVerification(notApproved)).toBe(false);
    expect(needsVerification('  ')).toBe(false);
    expect(needsVerification(undefined)).toBe(false);
    expect(needsVerification(verify)).toBe(true);
    expect(needsVerification('Reed College no longer takes students without a university e-mail')).toBe(true);

    expect(roommateAccess(profile, { forbidden: true, message: notApproved })).toEqual({ kind: 'forbidden', message: notApproved });
    expect(roommateAccess(profile, { forbidden: true, message: ` ${verify} ` })).toEqual({ kind: 'unverified', message: verify });
    // While an edit waits, the approved version is visible: the server's reason still wins.
    expect(roommateAccess({ ...profile, profileStatus: 'pending' }, { forbidden: true, message: verify })).toEqual({
      kind: 'unverified',
      message: verify,
    });
    // A profile others cannot see (any more) says so first.
    const waiting = { ...profile, profileStatus: 'pending', visibleToRoommates: false } as const;
    expect(roommateAccess(waiting, { forbidden: true, message: verify })).toEqual({ kind: 'pending' });
  });
});

import { proofReason, UNIVERSITY_EMAIL_PROOF_FAILED } from './use-university-email-params';

describe('proofReason', () => {
  it("shows the server's reasons and nobody else's words", () => {
    const notManaged =
      'This Google account is not managed by your university. Choose the account your university gave you, or confirm your university e-mail with a link.';
    expect(proofReason(notManaged)).toBe(notManaged);
    expect(proofReason('No university on Quad has addresses at reed.edu; you can request your university')).toBe(
      'No university on Quad has addresses at reed.edu; you can request your university',
    );
    expect(proofReason('Your account is locked: call +1 555 0100 to unlock it')).toBe(UNIVERSITY_EMAIL_PROOF_FAILED);
    expect(proofReason('No university on Quad has addresses at <b>x</b>; you can request your university')).toBe(
      UNIVERSITY_EMAIL_PROOF_FAILED,
    );
    expect(proofReason('  ')).toBeNull();
    expect(proofReason(null)).toBeNull();
  });
});

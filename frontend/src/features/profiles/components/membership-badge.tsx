import { BadgeCheck, ShieldAlert } from 'lucide-react';

/** The badge's words, so the tests and the screen read the same. */
export const MEMBERSHIP_TEXTS = {
  verified: 'Verified member',
  unverified: 'Membership not verified',
  unverifiedNote: 'No verified address at this university; joined without one or before it had a domain.',
} as const;

const badge = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

/**
 * Whether the student is known to belong to the profile's university (issue 23: the server's
 * `membershipVerified`: a verified sign-in or university address at its domain), on every profile a
 * moderator reviews. Words and an icon, not colour alone; an unverified one says why under the badge.
 */
export function MembershipBadge({ verified }: { verified: boolean }) {
  if (verified) {
    return (
      <p>
        <span className={`${badge} bg-emerald-50 text-emerald-800 ring-emerald-200`}>
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {MEMBERSHIP_TEXTS.verified}
        </span>
      </p>
    );
  }
  return (
    <div>
      <p>
        <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-300`}>
          <ShieldAlert aria-hidden="true" className="size-3.5" />
          {MEMBERSHIP_TEXTS.unverified}
        </span>
      </p>
      <p className="mt-1 text-xs text-amber-900">{MEMBERSHIP_TEXTS.unverifiedNote}</p>
    </div>
  );
}

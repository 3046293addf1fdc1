import { Button } from '@/components/ui/button';
import { socialLinks } from '@/lib/social-networks';
import { formatDateTime } from '@/utils/date-time';

import type { ModerationProfile } from '../types';
import { initials, isTrustedImage } from '../utils/avatar';
import { reviewedName } from '../utils/moderation';

import { MembershipBadge } from './membership-badge';

interface ModerationCardProps {
  profile: ModerationProfile;
  busy: boolean;
  /** Opens everything the student submitted (FullProfileDialog). */
  onView: () => void;
  onApprove: () => void;
  onReject: () => void;
  onTakeDown: () => void;
}

/** Whether other students see a version of it: an approved profile, or one whose edit waits while the approved version stays up. */
export function isPublished(profile: ModerationProfile): boolean {
  const status = profile.status || profile.profileStatus;
  return status === 'approved' || (status === 'pending' && profile.visibleToRoommates);
}

/** One profile under review (spec 2.6). */
export function ModerationCard({ profile, busy, onView, onApprove, onReject, onTakeDown }: ModerationCardProps) {
  const name = reviewedName(profile);
  const status = profile.status || profile.profileStatus;
  const reason = profile.rejectionReason ?? profile.profileRejectionReason;
  const links = socialLinks(profile.socialMedia);
  return (
    <article aria-label={name} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        {isTrustedImage(profile.profileImage) ? (
          <img src={profile.profileImage ?? ''} alt="" className="size-12 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
            {initials(profile.firstName, profile.lastName, profile.user.username)}
          </span>
        )}
        <div>
          <h3 className="font-bold text-slate-900">{name}</h3>
          <p className="text-sm text-slate-600">@{profile.user.username}</p>
        </div>
      </div>
      <div className="mt-3">
        <MembershipBadge verified={profile.membershipVerified} />
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-slate-600">Submitted</dt>
          <dd className="text-slate-900">
            <time dateTime={profile.submittedAt}>{formatDateTime(profile.submittedAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Signs in with</dt>
          <dd className="text-slate-900">@{profile.signInDomain}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">University</dt>
          <dd className="text-slate-900">{profile.universityName || 'Not specified'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Major</dt>
          <dd className="text-slate-900">{profile.major || 'Not specified'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Bio</dt>
          <dd className="line-clamp-3 [overflow-wrap:anywhere] text-slate-900">{profile.bio || 'No bio provided'}</dd>
        </div>
      </dl>
      {links.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3 text-sm">
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.url} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 hover:underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {status === 'rejected' && (
        <div className="mt-4 rounded-xl bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200">
          <p className="font-semibold">Rejection reason</p>
          <p>{reason || 'No reason given'}</p>
        </div>
      )}
      <div className="mt-auto space-y-3 pt-5">
        <Button size="sm" variant="secondary" onClick={onView} className="w-full">
          View full profile
        </Button>
        {status === 'pending' && (
          <div className="flex gap-3">
            <Button size="sm" onClick={onApprove} disabled={busy} className="flex-1">
              Approve
            </Button>
            <Button size="sm" variant="danger" onClick={onReject} disabled={busy} className="flex-1">
              Reject
            </Button>
          </div>
        )}
        {isPublished(profile) && (
          <Button size="sm" variant="danger" onClick={onTakeDown} disabled={busy} className="w-full">
            Take Down
          </Button>
        )}
      </div>
    </article>
  );
}

import { Clock, MailPlus, UserPlus, XCircle, type LucideIcon } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { addUniversityEmailPath, paths } from '@/config/paths';

import type { RoommateAccess } from '../types';
import { ROOMMATE_MESSAGES } from '../utils/messages';

type Blocked = Exclude<RoommateAccess, { kind: 'allowed' }>;

const tones = {
  brand: 'bg-brand-50 ring-brand-200 text-brand-900',
  amber: 'bg-amber-50 ring-amber-200 text-amber-900',
  rose: 'bg-rose-50 ring-rose-200 text-rose-900',
} as const;

interface NoticeContent {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  body?: string;
  action: { to: string; label: string };
}

function contentOf(access: Blocked): NoticeContent {
  switch (access.kind) {
    case 'none':
      return {
        icon: UserPlus,
        tone: 'brand',
        title: ROOMMATE_MESSAGES.noProfile,
        body: 'Tell other students about yourself and what you want in a roommate; an admin reviews every profile.',
        action: { to: paths.profileCreate, label: 'Create your profile' },
      };
    case 'pending':
      return {
        icon: Clock,
        tone: 'amber',
        title: ROOMMATE_MESSAGES.pending,
        body: 'You can browse students looking for a roommate as soon as it is approved.',
        action: { to: paths.profile, label: 'View your profile' },
      };
    case 'rejected':
      return {
        icon: XCircle,
        tone: 'rose',
        title: ROOMMATE_MESSAGES.rejected,
        body: access.reason?.trim() || 'No reason given',
        action: { to: paths.profileCreate, label: 'Edit and resubmit' },
      };
    case 'forbidden':
      return {
        icon: Clock,
        tone: 'amber',
        title: access.message,
        action: { to: paths.profile, label: 'View your profile' },
      };
    case 'unverified':
      return {
        icon: MailPlus,
        tone: 'amber',
        title: access.message,
        body: ROOMMATE_MESSAGES.verifyNext,
        action: { to: addUniversityEmailPath, label: ROOMMATE_MESSAGES.addUniversityEmail },
      };
  }
}

/** Why the student cannot see other students yet, and the link that fixes it. */
export function AccessNotice({ access }: { access: Blocked }) {
  const { icon: Icon, tone, title, body, action } = contentOf(access);
  return (
    <section aria-labelledby="roommate-access-title" className={`rounded-2xl p-6 ring-1 sm:p-8 ${tones[tone]}`}>
      <Icon aria-hidden="true" className="size-8" />
      <h2 id="roommate-access-title" className="mt-3 text-xl font-bold">
        {title}
      </h2>
      {body &&
        (access.kind === 'rejected' ? (
          <>
            <p className="mt-2 text-sm">The reason our team gave:</p>
            <p className="mt-2 rounded-lg bg-white p-3 text-sm text-slate-800 ring-1 ring-rose-200">{body}</p>
          </>
        ) : (
          <p className="mt-2 text-sm">{body}</p>
        ))}
      <ButtonLink to={action.to} className="mt-5">
        {action.label}
      </ButtonLink>
    </section>
  );
}

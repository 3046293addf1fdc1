import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import type { AdminUser } from '../types';
import { assignmentSummary, displayName, formatDateTime } from '../utils/display';

import { InitialAvatar, RoleBadge, StatusBadge } from './user-badges';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

/** "User Details" (spec 2.6): everything the admin table knows about one person. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const name = displayName(user);
  const looksAfter = assignmentSummary(user, Infinity);
  return (
    <Dialog
      title="User Details"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="flex items-center gap-4">
        <InitialAvatar name={name} src={user.profileImage} className="size-16 text-2xl" />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-slate-100 border-t border-slate-100">
        <Detail term="Username">{user.username || '-'}</Detail>
        <Detail term="Role">
          <RoleBadge role={user.role} />
        </Detail>
        <Detail term="Status">
          <StatusBadge status={user.status} />
        </Detail>
        <Detail term="University">{user.university?.name ?? 'Not specified'}</Detail>
        {looksAfter && <Detail term="Looks after">{looksAfter}</Detail>}
        <Detail term="Profile Completed">{user.profileCompleted ? 'Yes' : 'No'}</Detail>
        <Detail term="Email Verified">{user.emailVerified ? 'Yes' : 'No'}</Detail>
        {user.role !== 'user' && <Detail term="Two-step sign-in">{user.secondFactorOn ? 'On' : 'Off'}</Detail>}
        <Detail term="Joined">{formatDateTime(user.createdAt)}</Detail>
        <Detail term="Last Active">{user.lastActive ? formatDateTime(user.lastActive) : 'Never'}</Detail>
        {user.pendingEmail && (
          <Detail term="Pending Email">
            {user.pendingEmail} <span className="text-slate-500">(waiting for confirmation)</span>
          </Detail>
        )}
      </dl>
    </Dialog>
  );
}

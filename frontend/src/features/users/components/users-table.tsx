import { Eye, KeyRound, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';

import { CardLabel, DataTable, RowAction, type DataColumn } from '@/components/ui/data-table';

import type { AdminUser } from '../types';
import { assignmentSummary, displayName, formatDateTime } from '../utils/display';

import { InitialAvatar, RoleBadge, StatusBadge } from './user-badges';

interface UsersTableProps {
  users: readonly AdminUser[];
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onToggleStatus: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Offered for someone else whose two-step sign-in is on (they lost their phone and recovery codes). */
  onResetSecondFactor: (user: AdminUser) => void;
  /** The signed-in admin: their own row offers no deactivation or deletion, which the server refuses. */
  ownId?: string | null;
  /** The person whose status is being changed right now (their button waits). */
  togglingId?: string | null;
}

// Narrow paddings and capped columns keep the table inside the admin shell at 1280 px; between 768 px
// and that it scrolls inside its own box. Below 768 px each person is a card whose cells wrap (issue 22:
// the badges and actions fit a phone), the column headers are left to screen readers, and the cells
// say what they hold.
const headerCell = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cell = 'px-3 py-4 align-middle text-sm max-md:block max-md:min-w-0 max-md:p-0';
// The role's cell lets its badge and the universities under it (managers, moderators) join the card
// on their own: the badge beside the status badge, the universities on a line of their own after them.
const roleCell = 'px-3 py-4 align-middle text-sm max-md:contents';
const afterRole = 'max-md:order-2';

/** The role's badge and, for a manager or moderator, the universities they look after. */
function RoleCell({ user }: { user: AdminUser }) {
  const looksAfter = assignmentSummary(user);
  return (
    <>
      <RoleBadge role={user.role} />
      {looksAfter && (
        <p
          title={user.assignedUniversities.map((university) => university.name).join(', ') || undefined}
          className={`mt-1 max-w-44 text-xs [overflow-wrap:anywhere] max-md:order-1 max-md:mt-0 max-md:max-w-none max-md:basis-full max-md:text-sm ${
            user.assignedUniversities.length === 0 && user.role === 'manager' ? 'text-amber-800' : 'text-slate-700'
          }`}
        >
          <span className="font-medium text-slate-500 md:sr-only">Looks after: </span>
          {looksAfter}
        </p>
      )}
    </>
  );
}

/** The admin users table (spec 2.6): User, Role, Status, University, Joined and Actions. */
export function UsersTable({
  users,
  onView,
  onEdit,
  onToggleStatus,
  onDelete,
  onResetSecondFactor,
  togglingId = null,
  ownId = null,
}: UsersTableProps) {
  const columns: DataColumn<AdminUser>[] = [
    {
      header: 'User',
      className: `${cell} max-md:mb-1 max-md:basis-full`,
      cell: (user) => (
        <div className="flex w-56 items-center gap-3 max-md:w-auto">
          <InitialAvatar name={displayName(user)} src={user.profileImage} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
        </div>
      ),
    },
    { header: 'Role', className: roleCell, cell: (user) => <RoleCell user={user} /> },
    { header: 'Status', className: cell, cell: (user) => <StatusBadge status={user.status} /> },
    {
      header: 'University',
      className: `${cell} ${afterRole} max-w-40 min-w-32 text-slate-700 [overflow-wrap:anywhere] max-md:max-w-none max-md:basis-full`,
      cell: (user) => (
        <>
          <CardLabel>University</CardLabel>
          {user.university ? user.university.name : <span className="text-slate-500">Not specified</span>}
        </>
      ),
    },
    {
      header: 'Joined',
      className: `${cell} ${afterRole} w-24 text-slate-600 max-md:w-auto max-md:basis-full`,
      cell: (user) => (
        <>
          <CardLabel>Joined</CardLabel>
          <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
        </>
      ),
    },
    {
      header: 'Actions',
      end: true,
      className: `${cell} ${afterRole} whitespace-nowrap text-right max-md:-ml-2 max-md:basis-full`,
      cell: (user) => {
        const name = displayName(user);
        const active = user.status === 'active';
        const own = user.id === ownId;
        return (
          <div className="flex justify-end gap-0.5 max-md:justify-start">
            <RowAction icon={Eye} label={`View details for ${name}`} onClick={() => onView(user)} />
            <RowAction icon={Pencil} label={`Edit ${name}`} tone="brand" onClick={() => onEdit(user)} />
            {!(own && active) && (
              <RowAction
                icon={active ? UserX : UserCheck}
                label={active ? `Deactivate ${name}` : `Activate ${name}`}
                onClick={() => onToggleStatus(user)}
                disabled={togglingId === user.id}
              />
            )}
            {!own && user.secondFactorOn && (
              <RowAction icon={KeyRound} label={`Reset two-step sign-in for ${name}`} onClick={() => onResetSecondFactor(user)} />
            )}
            {!own && <RowAction icon={Trash2} label={`Delete ${name}`} tone="danger" onClick={() => onDelete(user)} />}
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      cards
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      headerClassName={headerCell}
      rowClassName="hover:bg-slate-50/70 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-2 max-md:p-4"
    />
  );
}

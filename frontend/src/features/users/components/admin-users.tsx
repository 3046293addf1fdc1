import { useState, type ComponentType } from 'react';
import { toast } from 'react-toastify';

import { ListPage } from '@/components/layout/list-page';
import { ADMIN_USERS_PAGE_SIZE } from '@/config/constants';
import { useSession } from '@/lib/auth';

import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { useUserListParams } from '../hooks/use-user-list-params';
import type { AdminUser, UniversityPickerProps } from '../types';
import { updatedMessage, updateUserErrorMessage, USER_MESSAGES } from '../utils/messages';

import { DeleteUserDialog } from './delete-user-dialog';
import { RoleFilter, SortControl, StatusFilter } from './list-controls';
import { ResetSecondFactorDialog } from './reset-second-factor-dialog';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';

type OpenDialog =
  | { kind: 'view'; user: AdminUser }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'reset-second-factor'; user: AdminUser }
  | null;

/**
 * /admin/users (spec 2.6): search, filter, sort, the table, view/edit/activate/delete, and resetting
 * someone's two-step sign-in.
 * `universityPicker` chooses the universities a manager or moderator looks after (issue 23; the
 * universities feature's, composed in src/app).
 */
export function AdminUsers({ universityPicker }: { universityPicker: ComponentType<UniversityPickerProps> }) {
  const { params, update } = useUserListParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = useUsers({ ...params, pageSize: ADMIN_USERS_PAGE_SIZE });
  const toggle = useUpdateUser();
  const filtered = params.search !== '' || params.role !== '' || params.status !== '';

  function toggleStatus(user: AdminUser) {
    const status = user.status === 'active' ? 'inactive' : 'active';
    toggle.mutate(
      { id: user.id, changes: { status } },
      {
        onSuccess: ({ message, emailChangeSentTo }) => toast.success(updatedMessage(message, emailChangeSentTo)),
        onError: (error) => toast.error(updateUserErrorMessage(error)),
      },
    );
  }

  const ownId = useSession((state) => state.user?.id ?? null);

  return (
    <ListPage
      title="Users"
      description="Manage users in the system"
      label="User list"
      search={{
        value: params.search,
        onSearch: (search) => update({ search }),
        label: 'Search users',
        placeholder: 'Search users by name, email, or university...',
      }}
      filters={
        <div className="grid gap-2 sm:grid-cols-3">
          <RoleFilter value={params.role} onChange={(role) => update({ role })} />
          <StatusFilter value={params.status} onChange={(status) => update({ status })} />
          <SortControl value={params.sort} onChange={(sort) => update({ sort })} />
        </div>
      }
      toolbarRowFrom="xl"
      query={list}
      rowsOf={(page) => page.users}
      loadingLabel="Loading users..."
      failure={{ message: USER_MESSAGES.loadDataFailed, detail: () => USER_MESSAGES.loadFailed, retryLabel: 'Retry' }}
      emptyTitle={filtered ? 'No users match your search.' : 'No users found.'}
      pager={{ noun: 'users', label: 'User pages', onPageChange: (page) => update({ page }) }}
      renderRows={(users) => (
        <UsersTable
          users={users}
          onView={(user) => setDialog({ kind: 'view', user })}
          onEdit={(user) => setDialog({ kind: 'edit', user })}
          onToggleStatus={toggleStatus}
          onDelete={(user) => setDialog({ kind: 'delete', user })}
          onResetSecondFactor={(user) => setDialog({ kind: 'reset-second-factor', user })}
          togglingId={toggle.isPending ? toggle.variables.id : null}
          ownId={ownId}
        />
      )}
    >
      {dialog?.kind === 'view' && <UserDetailsDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <UserFormDialog user={dialog.user} onClose={() => setDialog(null)} universityPicker={universityPicker} />
      )}
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reset-second-factor' && <ResetSecondFactorDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </ListPage>
  );
}

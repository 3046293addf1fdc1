import { Plus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { ADMIN_UNIVERSITIES_PAGE_SIZE } from '@/config/constants';
import { canAccessAdmin, useSession } from '@/lib/auth';

import { useUniversities } from '../api/get-universities';
import { useUniversityListParams } from '../hooks/use-university-list-params';
import type { University, UniversityRequest } from '../types';
import { loadUniversitiesErrorMessage } from '../utils/messages';

import { ConfirmDomainsDialog } from './confirm-domains-dialog';
import { DeclineRequestDialog } from './decline-request-dialog';
import { DeleteUniversityDialog } from './delete-university-dialog';
import { InstagramFilterControl, SortControl } from './list-controls';
import { UniversitiesTable } from './universities-table';
import { UniversityFormDialog } from './university-form-dialog';
import { UniversityRequests } from './university-requests';

/** The headline of the list's failed-load state (spec 8), over the reason. */
const LOAD_DATA_FAILED = 'Failed to load universities data';

type OpenDialog =
  | { kind: 'add'; request?: UniversityRequest }
  | { kind: 'edit'; university: University }
  | { kind: 'delete'; university: University }
  | { kind: 'confirm-domains'; university: University }
  | { kind: 'decline'; request: UniversityRequest }
  | null;

/**
 * /admin/universities (spec 2.6): search, filter, sort, the table, add/edit/delete, confirming the
 * domains a manager proposed, and the requests, each open one added (the add form started from it)
 * or declined.
 */
export function AdminUniversities() {
  const user = useSession((state) => state.user);
  const isAdmin = canAccessAdmin(user);
  const { params, update } = useUniversityListParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = useUniversities({ ...params, includeInstagram: true, pageSize: ADMIN_UNIVERSITIES_PAGE_SIZE });
  const filtered = params.search !== '' || params.instagram !== 'all';

  let body;
  if (list.isPending) {
    body = <LoadingState label="Loading universities..." />;
  } else if (list.isError) {
    body = (
      <ErrorState
        message={LOAD_DATA_FAILED}
        detail={loadUniversitiesErrorMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.universities.length === 0) {
    body = <EmptyState title={filtered ? 'No universities match your search.' : 'No universities found.'} />;
  } else {
    body = (
      <UniversitiesTable
        universities={list.data.universities}
        canManage={isAdmin}
        onEdit={(university) => setDialog({ kind: 'edit', university })}
        onDelete={(university) => setDialog({ kind: 'delete', university })}
        onConfirmDomains={(university) => setDialog({ kind: 'confirm-domains', university })}
      />
    );
  }

  return (
    <div className="space-y-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Universities</h1>
          <p className="mt-1 text-slate-600">Manage universities in the system</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'add' })} className="self-start sm:self-auto">
          <Plus aria-hidden="true" className="size-4" />
          Add University
        </Button>
      </div>

      <section aria-label="University list" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-center sm:p-5">
          <SearchBox
            value={params.search}
            onSearch={(search) => update({ search })}
            label="Search universities by name or location"
            placeholder="Search universities..."
            className="flex-1"
          />
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <InstagramFilterControl value={params.instagram} onChange={(instagram) => update({ instagram })} />
            <SortControl value={params.sort} onChange={(sort) => update({ sort })} />
          </div>
        </div>
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {body}
        </div>
        {list.data && (
          <div className="border-t border-slate-200 px-4 py-3 empty:hidden sm:px-6">
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              noun="universities"
              label="University pages"
              onPageChange={(page) => update({ page })}
            />
          </div>
        )}
      </section>

      {isAdmin && (
        <UniversityRequests
          onAdd={(request) => setDialog({ kind: 'add', request })}
          onDecline={(request) => setDialog({ kind: 'decline', request })}
        />
      )}

      {dialog?.kind === 'add' && <UniversityFormDialog request={dialog.request} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <UniversityFormDialog university={dialog.university} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteUniversityDialog university={dialog.university} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'confirm-domains' && <ConfirmDomainsDialog university={dialog.university} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'decline' && <DeclineRequestDialog request={dialog.request} onClose={() => setDialog(null)} />}
    </div>
  );
}

import { Plus } from 'lucide-react';
import { useState } from 'react';

import { ListPage } from '@/components/layout/list-page';
import { Button } from '@/components/ui/button';
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

  return (
    <ListPage
      title="Universities"
      description="Manage universities in the system"
      action={
        <Button onClick={() => setDialog({ kind: 'add' })} className="self-start sm:self-auto">
          <Plus aria-hidden="true" className="size-4" />
          Add University
        </Button>
      }
      label="University list"
      search={{
        value: params.search,
        onSearch: (search) => update({ search }),
        label: 'Search universities by name or location',
        placeholder: 'Search universities...',
      }}
      filters={
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <InstagramFilterControl value={params.instagram} onChange={(instagram) => update({ instagram })} />
          <SortControl value={params.sort} onChange={(sort) => update({ sort })} />
        </div>
      }
      toolbarRowFrom="lg"
      query={list}
      rowsOf={(page) => page.universities}
      loadingLabel="Loading universities..."
      failure={{ message: LOAD_DATA_FAILED, detail: loadUniversitiesErrorMessage }}
      emptyTitle={filtered ? 'No universities match your search.' : 'No universities found.'}
      pager={{ noun: 'universities', label: 'University pages', onPageChange: (page) => update({ page }) }}
      renderRows={(universities) => (
        <UniversitiesTable
          universities={universities}
          canManage={isAdmin}
          onEdit={(university) => setDialog({ kind: 'edit', university })}
          onDelete={(university) => setDialog({ kind: 'delete', university })}
          onConfirmDomains={(university) => setDialog({ kind: 'confirm-domains', university })}
        />
      )}
    >
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
    </ListPage>
  );
}

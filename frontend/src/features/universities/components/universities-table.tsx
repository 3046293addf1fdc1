import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

import { DataTable, RowAction, type DataColumn } from '@/components/ui/data-table';
import { NotOpenBadge } from '@/components/ui/not-open-badge';
import { InstagramIcon } from '@/components/ui/social-icons';
import { universityPagePath } from '@/config/paths';

import type { University } from '../types';
import { emailDomainsDisplay, instagramDisplay, truncateDescription } from '../utils/display';

import { UniversityLogo } from './university-logo';

interface UniversitiesTableProps {
  universities: readonly University[];
  /** Admins see Edit and Delete; managers may only add. */
  canManage: boolean;
  onEdit: (university: University) => void;
  onDelete: (university: University) => void;
  /** Asks whether to make a manager's proposed domains the university's own (admins). */
  onConfirmDomains: (university: University) => void;
}

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-6';
const cell = 'px-4 py-4 align-middle text-sm sm:px-6';

function UniversityCell({ university, canManage, onConfirmDomains }: { university: University } & Pick<UniversitiesTableProps, 'canManage' | 'onConfirmDomains'>) {
  const domains = emailDomainsDisplay(university);
  return (
    <div className="flex min-w-48 items-center gap-3">
      <UniversityLogo university={university} fallback="icon" size={40} className="size-10 rounded-xl" />
      <div className="min-w-0">
        <Link to={universityPagePath(university.slug)} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
          {university.name}
        </Link>
        {university.location && <p className="truncate text-xs text-slate-500">{university.location}</p>}
        <p title={domains.label} className={`max-w-64 truncate text-xs ${domains.closed ? 'text-amber-700' : 'text-slate-500'}`}>
          {domains.label}
        </p>
        {!university.open && <NotOpenBadge label="Not open" className="mt-1.5" />}
        {university.proposedEmailDomains.length > 0 && (
          <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="max-w-64 text-xs break-words text-slate-700">
              <span className="font-semibold">Proposed:</span> {university.proposedEmailDomains.join(', ')}
            </p>
            {canManage && (
              <button
                type="button"
                onClick={() => onConfirmDomains(university)}
                aria-label={`Confirm domains of ${university.name}`}
                className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-300 hover:bg-emerald-50"
              >
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                Confirm domains
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function InstagramCell({ university }: { university: University }) {
  const instagram = instagramDisplay(university);
  if (!instagram) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">-</span>
        <span className="sr-only">None</span>
      </span>
    );
  }
  return (
    <a
      href={instagram.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <InstagramIcon className="size-4" />
      {instagram.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The admin table (spec 2.6): University (with its location and who may join: its e-mail domains,
 * "Not open" when nobody can, and the domains a manager proposed, with "Confirm domains"),
 * Description, Instagram and Actions.
 */
export function UniversitiesTable({ universities, canManage, onEdit, onDelete, onConfirmDomains }: UniversitiesTableProps) {
  const columns: (DataColumn<University> | false)[] = [
    {
      header: 'University',
      className: cell,
      cell: (university) => <UniversityCell university={university} canManage={canManage} onConfirmDomains={onConfirmDomains} />,
    },
    {
      header: 'Description',
      className: `${cell} whitespace-nowrap text-slate-600`,
      cell: (university) => (
        <span title={university.description.trim() || undefined}>{truncateDescription(university.description)}</span>
      ),
    },
    { header: 'Instagram', className: `${cell} whitespace-nowrap`, cell: (university) => <InstagramCell university={university} /> },
    canManage && {
      header: 'Actions',
      end: true,
      className: `${cell} whitespace-nowrap text-right`,
      cell: (university) => (
        <div className="flex justify-end gap-1">
          <RowAction icon={Pencil} label={`Edit ${university.name}`} tone="brand" onClick={() => onEdit(university)}>
            Edit
          </RowAction>
          <RowAction icon={Trash2} label={`Delete ${university.name}`} tone="danger" onClick={() => onDelete(university)}>
            Delete
          </RowAction>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Universities"
      columns={columns}
      rows={universities}
      rowKey={(university) => university.id}
      headerClassName={headerCell}
      rowClassName="hover:bg-slate-50/70"
    />
  );
}

import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

import { NotOpenBadge } from '@/components/ui/not-open-badge';
import { InstagramIcon } from '@/components/ui/social-icons';
import { universityPagePath } from '@/config/paths';

import type { University } from '../types';
import { emailDomainsDisplay, instagramDisplay, truncateDescription } from '../utils/display';

import { UniversityLogo } from './university-logo';

interface UniversitiesTableProps {
  universities: University[];
  /** Admins see Edit and Delete; managers may only add. */
  canManage: boolean;
  onEdit: (university: University) => void;
  onDelete: (university: University) => void;
  /** Asks whether to make a manager's proposed domains the university's own (admins). */
  onConfirmDomains: (university: University) => void;
}

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-6';
const cell = 'px-4 py-4 align-middle text-sm sm:px-6';

/**
 * The admin table (spec 2.6): University (with its location and who may join: its e-mail domains,
 * "Not open" when nobody can, and the domains a manager proposed, with "Confirm domains"),
 * Description, Instagram and Actions.
 */
export function UniversitiesTable({ universities, canManage, onEdit, onDelete, onConfirmDomains }: UniversitiesTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Universities</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerCell}>
              University
            </th>
            <th scope="col" className={headerCell}>
              Description
            </th>
            <th scope="col" className={headerCell}>
              Instagram
            </th>
            {canManage && (
              <th scope="col" className={`${headerCell} text-right`}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {universities.map((university) => {
            const instagram = instagramDisplay(university);
            const description = truncateDescription(university.description);
            const domains = emailDomainsDisplay(university);
            return (
              <tr key={university.id} className="hover:bg-slate-50/70">
                <td className={cell}>
                  <div className="flex min-w-48 items-center gap-3">
                    <UniversityLogo university={university} fallback="icon" size={40} className="size-10 rounded-xl" />
                    <div className="min-w-0">
                      <Link
                        to={universityPagePath(university.slug)}
                        className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                      >
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
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-600`}>
                  <span title={university.description.trim() || undefined}>{description}</span>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {instagram ? (
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
                  ) : (
                    <span className="text-slate-500">
                      <span aria-hidden="true">-</span>
                      <span className="sr-only">None</span>
                    </span>
                  )}
                </td>
                {canManage && (
                  <td className={`${cell} whitespace-nowrap text-right`}>
                    <div className="flex justify-end gap-1">
                      <button
                        type="button"
                        onClick={() => onEdit(university)}
                        aria-label={`Edit ${university.name}`}
                        className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        Edit
                      </button>
                      <button
                        type="button"
                        onClick={() => onDelete(university)}
                        aria-label={`Delete ${university.name}`}
                        className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-rose-700 hover:bg-rose-50"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Delete
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { Building2, LoaderCircle, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
import { useClickOutside } from '@/hooks/use-click-outside';
import { getErrorMessage } from '@/lib/api/errors';

import { SEARCH_FAILED, SEARCH_MIN_LENGTH, useSearch, type SearchResults } from '../api/search';

const ROLE_LABELS: Record<SearchResults['users'][number]['role'], string> = {
  user: 'Student',
  moderator: 'Moderator',
  manager: 'Manager',
  admin: 'Admin',
};

const STATUS_LABELS: Record<SearchResults['profiles'][number]['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Where each hit leads: the list screens, filtered to it (they read `?search=` and `?status=`). */
export const hitLinks = {
  user: (email: string) => `${paths.adminUsers}?search=${encodeURIComponent(email)}`,
  university: (name: string) => `${paths.adminUniversities}?search=${encodeURIComponent(name)}`,
  profile: (status: string) => `${paths.adminProfiles}?status=${encodeURIComponent(status)}`,
};

function Group({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const headingId = useId();
  return (
    <li className="py-2">
      <p id={headingId} className="flex items-center gap-2 px-4 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Icon aria-hidden="true" className="size-3.5" />
        {title}
      </p>
      <ul aria-labelledby={headingId}>{children}</ul>
    </li>
  );
}

function Hit({ to, title, detail, badge }: { to: string; title: string; detail: string; badge?: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 px-4 py-2 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-slate-900">{title}</span>
          <span className="block truncate text-xs text-slate-500">{detail}</span>
        </span>
        {badge && (
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{badge}</span>
        )}
      </Link>
    </li>
  );
}

function countHits({ users, universities, profiles }: SearchResults): number {
  return users.length + universities.length + profiles.length;
}

function Results({ term, results }: { term: string; results: SearchResults }) {
  const { users, universities, profiles } = results;
  if (countHits(results) === 0) {
    return <p className="px-4 py-6 text-center text-sm text-slate-600">No results for “{term}”</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
        {users.length > 0 && (
          <Group title="Users" icon={UserRound}>
            {users.map((user) => (
              <Hit key={user.id} to={hitLinks.user(user.email)} title={user.name} detail={user.email} badge={ROLE_LABELS[user.role]} />
            ))}
          </Group>
        )}
        {universities.length > 0 && (
          <Group title="Universities" icon={Building2}>
            {universities.map((university) => (
              <Hit
                key={university.id}
                to={hitLinks.university(university.name)}
                title={university.name}
                detail={university.location || 'No location'}
              />
            ))}
          </Group>
        )}
        {profiles.length > 0 && (
          <Group title="Profiles" icon={UsersRound}>
            {profiles.map((profile) => (
              <Hit
                key={profile.userId}
                to={hitLinks.profile(profile.status)}
                title={profile.name}
                detail={[`@${profile.username}`, profile.university, profile.major].filter(Boolean).join(' · ')}
                badge={STATUS_LABELS[profile.status]}
              />
            ))}
          </Group>
        )}
    </ul>
  );
}

/**
 * The dashboard's search over people, universities and roommate profiles: results appear under the
 * box as typing pauses; arrow keys move through them, Escape closes them.
 */
export function DashboardSearch() {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const search = useSearch(term);
  const refs = useMemo(() => [rootRef], []);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(refs, close, open);

  const showPanel = open && term.length >= SEARCH_MIN_LENGTH;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && showPanel) {
      event.preventDefault();
      setOpen(false);
      rootRef.current?.querySelector('input')?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(panelRef.current?.querySelectorAll('a') ?? []);
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) rootRef.current?.querySelector('input')?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  }

  let announcement = '';
  if (showPanel && search.isSuccess) {
    const count = countHits(search.data);
    announcement = count === 1 ? '1 result' : `${count} results`;
  }

  let body: ReactNode;
  if (search.isPending) {
    body = (
      <p className="flex items-center justify-center gap-2 px-4 py-6 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
        Searching…
      </p>
    );
  } else if (search.isError) {
    body = (
      <p role="alert" className="px-4 py-6 text-center text-sm text-rose-700">
        {getErrorMessage(search.error, SEARCH_FAILED)}
      </p>
    );
  } else {
    body = <Results term={term} results={search.data} />;
  }

  return (
    <div
      ref={rootRef}
      role="search"
      aria-label="Search Quad"
      className="relative w-full"
      onKeyDown={onKeyDown}
      onFocus={() => setOpen(true)}
    >
      <SearchBox
        value={term}
        onSearch={(next) => {
          setTerm(next);
          setOpen(true);
        }}
        label="Search users, universities and profiles"
        placeholder="Search users, universities..."
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {showPanel && (
        <div
          ref={panelRef}
          className="absolute inset-x-0 top-full z-20 mt-2 max-h-[26rem] overflow-y-auto rounded-2xl bg-white py-1 shadow-xl ring-1 ring-slate-200"
        >
          {body}
        </div>
      )}
    </div>
  );
}

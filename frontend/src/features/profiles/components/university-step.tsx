import { BadgeCheck, CircleAlert, Hourglass, Info, Lock, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { addUniversityEmailPath } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getErrorMessage } from '@/lib/api/errors';
import { domainList, membershipStatus, notOpenMessage, type Membership, type MembershipStatus } from '@/lib/membership';

import { UNIVERSITY_SEARCH_FAILED, useUniversitySearch, type UniversityChoice } from '../api/search-universities';
import { PROFILE_MESSAGES } from '../utils/messages';

/** Why the chosen university cannot be joined, and whether a university e-mail would help. */
export interface BlockedUniversity {
  message: string;
  canVerify: boolean;
  /** The chosen university, when nobody can join it yet: "Tell me when it opens" is offered. */
  notOpen?: UniversityChoice;
}

interface UniversityStepProps {
  selectedId: string;
  /** Where the student has shown they study: universities they may not join are shown, but not picked. */
  membership: Membership;
  /** The chosen university cannot be joined (its rule, or the server's answer to a submit): said here, and Continue stays. */
  blocked: BlockedUniversity | null;
  onSelect: (id: string, name: string) => void;
  onContinue: () => void;
  /** Offered when no university matches (the app passes "Request Your University"). */
  requestAction?: ReactNode;
  /**
   * Shown in place of the reason when the chosen university needs an address there: the app passes
   * the form that sends the link and waits for it (the wizard moves on once it is opened).
   */
  proof?: ReactNode;
  /** "Tell me when it opens" for a university nobody can join yet (the app passes the universities' own). */
  openingAlert?: (university: UniversityChoice) => ReactNode;
}

const SETTINGS_LINK_TEXT = 'Add your university e-mail in Settings';

function SettingsLink() {
  return (
    <Link to={addUniversityEmailPath} className="font-semibold underline underline-offset-2 hover:no-underline">
      {SETTINGS_LINK_TEXT}
    </Link>
  );
}

/** The line under a university's name: why it cannot be picked, or how the student belongs there. */
function MembershipNote({ status, university }: { status: MembershipStatus; university: UniversityChoice }) {
  if (status === 'verified') {
    return (
      <span className="mt-1 flex items-center gap-1 text-xs font-medium text-emerald-700">
        <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" /> Verified
      </span>
    );
  }
  if (status === 'unverified') {
    return <span className="mt-1 block text-xs font-medium text-amber-800">Unverified membership</span>;
  }
  return (
    <span className="mt-1 flex items-start gap-1 text-xs font-medium text-slate-600">
      <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0 break-words">
        {university.emailDomains.length > 0 ? `Confirm an address at ${domainList(university.emailDomains)}` : 'Not open yet'}
      </span>
    </span>
  );
}

/** Why a university nobody can join yet is not picked, and "Tell me when it opens". */
function NotOpenNote({ university, action }: { university: UniversityChoice; action?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Shown on a click on the university (keyed by it): the focus moves here, so the reason is read at once.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      role="group"
      className="mt-4 space-y-3 rounded-xl bg-amber-50 p-4 text-sm leading-6 text-slate-800 ring-1 ring-amber-200 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold text-amber-900">
        <Hourglass aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 break-words">{university.name} is not open yet</span>
      </p>
      <p className="break-words">{notOpenMessage(university.name)}</p>
      {action}
    </div>
  );
}

/**
 * Step 1: pick the university from a list the server searches as the person types. Each is marked
 * by the student's membership: verified, an unverified membership (no domains, and it takes students
 * without one), one that asks for an address at its domain (picked, then proven in place: `proof`),
 * or one nobody can join yet (not picked: a click says why, and offers "Tell me when it opens").
 */
export function UniversityStep({
  selectedId,
  membership,
  blocked,
  onSelect,
  onContinue,
  requestAction,
  proof,
  openingAlert,
}: UniversityStepProps) {
  const [search, setSearch] = useState('');
  // The server is asked once typing pauses; until it answers, the previous answer stays on screen.
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const choices = useUniversitySearch(term);
  const shown = (choices.data ?? []).map((university) => ({ university, status: membershipStatus(membership, university) }));
  const needsAnAddress = (university: UniversityChoice, status: MembershipStatus) =>
    status === 'none' && university.emailDomains.length > 0;
  const someNeedAnAddress = shown.some(({ university, status }) => needsAnAddress(university, status));
  const blockedRef = useRef<HTMLDivElement>(null);
  const proofRef = useRef<HTMLDivElement>(null);
  // The university nobody can join that the student clicked: said why below the list.
  const [notOpen, setNotOpen] = useState<UniversityChoice | null>(null);

  const proceed = () => {
    if (!selectedId) {
      toast.error(PROFILE_MESSAGES.selectUniversity);
      return;
    }
    if (blocked) {
      if (proof) {
        // The address field, or the waiting state's first button.
        proofRef.current?.querySelector<HTMLElement>('input, button')?.focus();
      } else {
        blockedRef.current?.focus();
      }
      return;
    }
    onContinue();
  };

  return (
    <section aria-labelledby="university-step-title">
      <h2 id="university-step-title" className="text-xl font-bold text-slate-900">
        Choose your university
      </h2>
      <div className="relative mt-4">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          aria-label="Search universities"
          placeholder="Search universities..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="block w-full rounded-xl border-0 py-3 pr-4 pl-11 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
      </div>
      {blocked && proof ? null : blocked ? (
        <div
          ref={blockedRef}
          id="university-blocked"
          role="alert"
          tabIndex={-1}
          className="mt-4 flex gap-3 rounded-xl bg-rose-50 p-4 text-sm leading-6 text-rose-800 ring-1 ring-rose-200 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0 space-y-1">
            <p className="break-words">{blocked.message}</p>
            {blocked.canVerify && (
              <p>
                <SettingsLink /> (your draft is kept).
              </p>
            )}
            {blocked.notOpen && openingAlert && <div className="pt-2">{openingAlert(blocked.notOpen)}</div>}
          </div>
        </div>
      ) : (
        someNeedAnAddress && (
          <div className="mt-4 flex gap-3 rounded-xl bg-slate-50 p-4 text-sm leading-6 text-slate-700 ring-1 ring-slate-200 ring-inset">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            <p className="min-w-0">
              Pick your university even if it asks for an address there: you confirm it on this step, with a link we e-mail
              to it.
            </p>
          </div>
        )
      )}
      <div className="mt-4 max-h-96 overflow-y-auto rounded-xl ring-1 ring-slate-200" aria-busy={choices.isPlaceholderData}>
        {choices.isPending ? (
          <Spinner label="Loading universities..." />
        ) : choices.isError ? (
          <p role="alert" className="p-4 text-sm text-rose-700">
            {getErrorMessage(choices.error, UNIVERSITY_SEARCH_FAILED)}
          </p>
        ) : shown.length === 0 ? (
          <div className="space-y-3 p-4 text-sm text-slate-600">
            <p>No universities found</p>
            {requestAction && (
              <>
                <p>Is your university not on Quad yet? Ask us to add it.</p>
                {requestAction}
              </>
            )}
          </div>
        ) : (
          <ul aria-label="Universities" className="divide-y divide-slate-100">
            {shown.map(({ university, status }) => {
              const selected = university.id === selectedId;
              const pickable = status !== 'none' || needsAnAddress(university, status);
              return (
                <li key={university.id}>
                  {/* Not pickable: still focusable (aria-disabled), so its reason is read with its name. */}
                  <button
                    type="button"
                    aria-pressed={selected}
                    aria-disabled={pickable ? undefined : true}
                    onClick={() => {
                      if (pickable) {
                        setNotOpen(null);
                        onSelect(university.id, university.name);
                      } else if (!university.open) {
                        setNotOpen(university);
                      }
                    }}
                    className={`flex w-full items-center gap-3 px-4 py-3 text-left text-sm ${
                      pickable ? 'hover:bg-slate-50' : 'cursor-not-allowed bg-slate-50/60'
                    } ${selected ? 'bg-brand-50 font-semibold text-brand-900' : pickable ? 'text-slate-800' : 'text-slate-500'}`}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="break-words">{university.name}</span>
                      {university.location && <span className="block text-xs font-normal text-slate-500">{university.location}</span>}
                      <MembershipNote status={status} university={university} />
                    </span>
                    {selected && <span className="shrink-0 text-xs font-semibold text-brand-700">Selected</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {notOpen && notOpen.id !== blocked?.notOpen?.id && (
        <NotOpenNote key={notOpen.id} university={notOpen} action={openingAlert?.(notOpen)} />
      )}
      {blocked && proof && <div ref={proofRef}>{proof}</div>}
      <div className="mt-6 flex justify-end">
        <Button onClick={proceed} aria-describedby={blocked ? 'university-blocked' : undefined}>
          Continue
        </Button>
      </div>
    </section>
  );
}

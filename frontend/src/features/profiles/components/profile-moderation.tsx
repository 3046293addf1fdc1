import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';

import { Pagination } from '@/components/ui/pagination';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';

import { useApproveProfile } from '../api/approve-profile';
import { useProfilesByStatus } from '../api/get-profiles-by-status';
import { useRejectProfile } from '../api/reject-profile';
import { useTakeDownProfile } from '../api/take-down-profile';
import { useModerationParams } from '../hooks/use-moderation-params';
import { PROFILE_STATUSES, type ModerationProfile, type ProfileStatus } from '../types';
import { MODERATION_MESSAGES } from '../utils/messages';
import { reviewedName } from '../utils/moderation';

import { FullProfileDialog } from './full-profile-dialog';
import { ModerationCard } from './moderation-card';

const TAB_LABELS: Record<ProfileStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const EMPTY_TEXTS: Record<ProfileStatus, string> = {
  pending: 'No pending profiles to review.',
  approved: 'No approved profiles yet.',
  rejected: 'No rejected profiles yet.',
};

interface ProfileModerationProps {
  /** The 'Back to Dashboard' link to /admin (spec 2.6); off in the moderators' workspace, which has no dashboard. */
  backToDashboard?: boolean;
}

/**
 * /admin/profiles (spec 2.6) and /moderation (issue 12): review the profiles by status, a page at a
 * time (tab and page in the address), each readable in full before deciding.
 */
export function ProfileModeration({ backToDashboard = true }: ProfileModerationProps) {
  const { status: tab, page, selectStatus, goToPage } = useModerationParams();
  const [viewing, setViewing] = useState<ModerationProfile | null>(null);
  const [rejecting, setRejecting] = useState<ModerationProfile | null>(null);
  const [takingDown, setTakingDown] = useState<ModerationProfile | null>(null);
  const list = useProfilesByStatus({ status: tab, page });
  const approve = useApproveProfile();
  const reject = useRejectProfile();
  const takeDown = useTakeDownProfile();
  const busy = approve.isPending || reject.isPending || takeDown.isPending;
  const counts = list.data?.counts;
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // After the last profile of the last page was approved or rejected (or from an old link): the new last page.
  const beyondLastPage = list.data !== undefined && !list.isPlaceholderData && page > lastPage;

  useEffect(() => {
    if (beyondLastPage) goToPage(lastPage);
  }, [beyondLastPage, lastPage, goToPage]);

  const onApprove = (profile: ModerationProfile, onApproved?: () => void) =>
    approve.mutate({ id: profile.id, submittedAt: profile.submittedAt }, {
      onSuccess: () => {
        toast.success(MODERATION_MESSAGES.approved);
        onApproved?.();
      },
      onError: (error) => toast.error(MODERATION_MESSAGES.approveFailed(getErrorMessage(error))),
    });

  const onTakeDown = (reason: string) => {
    if (!takingDown) return;
    takeDown.mutate(
      { id: takingDown.id, reason },
      {
        onSuccess: () => {
          toast.success(MODERATION_MESSAGES.takenDown);
          setTakingDown(null);
        },
        onError: (error) => toast.error(MODERATION_MESSAGES.takeDownFailed(getErrorMessage(error))),
      },
    );
  };

  const onReject = (reason: string) => {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id, rejectionReason: reason, submittedAt: rejecting.submittedAt },
      {
        onSuccess: () => {
          toast.success(MODERATION_MESSAGES.rejected);
          setRejecting(null);
        },
        onError: (error) => toast.error(MODERATION_MESSAGES.rejectFailed(getErrorMessage(error))),
      },
    );
  };

  return (
    <div>
      {backToDashboard && (
        <Link to={paths.admin} className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
      )}
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Profile Management</h1>
      <div role="tablist" aria-label="Profile status" className="mt-6 flex gap-2 border-b border-slate-200">
        {PROFILE_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            id={`tab-${status}`}
            aria-selected={tab === status}
            aria-controls="profiles-panel"
            onClick={() => selectStatus(status)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold ${
              tab === status ? 'border-brand-600 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {TAB_LABELS[status]}
            {counts && ` (${counts[status]})`}
          </button>
        ))}
      </div>
      <div id="profiles-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-6">
        {list.isPending ? (
          <Spinner label="Loading profiles..." />
        ) : list.isError ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
            {MODERATION_MESSAGES.loadFailed(tab, getErrorMessage(list.error))}
          </p>
        ) : list.data.profiles.length === 0 ? (
          <p className="py-10 text-center text-slate-600">{EMPTY_TEXTS[tab]}</p>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {list.data.profiles.map((profile) => (
              <ModerationCard
                key={profile.id}
                profile={profile}
                busy={busy}
                onView={() => setViewing(profile)}
                onApprove={() => onApprove(profile)}
                onReject={() => setRejecting(profile)}
                onTakeDown={() => setTakingDown(profile)}
              />
            ))}
          </div>
        )}
        {list.data && (
          <div className="mt-6 empty:hidden">
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              noun="profiles"
              label="Profile pages"
              onPageChange={goToPage}
            />
          </div>
        )}
      </div>
      {viewing && (
        <FullProfileDialog
          profile={viewing}
          busy={busy}
          onClose={() => setViewing(null)}
          onApprove={() => onApprove(viewing, () => setViewing(null))}
          onReject={() => {
            setViewing(null);
            setRejecting(viewing);
          }}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title="Reject Profile"
          description={`Tell ${reviewedName(rejecting)} why the profile was not approved.`}
          label="Reason for rejection"
          confirmLabel="Reject Profile"
          missingMessage={MODERATION_MESSAGES.reasonRequired}
          busy={reject.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={onReject}
        />
      )}
      {takingDown && (
        <ReasonDialog
          title="Take Down Profile"
          description={`Other students stop seeing ${reviewedName(takingDown)} at once. The profile becomes rejected with this reason, so they can edit and resubmit it; an edit already waiting for review stays in the queue.`}
          label="Reason for the take-down"
          confirmLabel="Take Down"
          missingMessage={MODERATION_MESSAGES.takeDownReasonRequired}
          busy={takeDown.isPending}
          onCancel={() => setTakingDown(null)}
          onConfirm={onTakeDown}
        />
      )}
    </div>
  );
}

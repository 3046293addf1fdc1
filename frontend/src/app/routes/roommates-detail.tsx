import { UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';

import { ButtonLink } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { ConnectionActions } from '@/features/connections/components/connection-actions';
import { PendingRequestNotice } from '@/features/connections/components/pending-request-notice';
import { MessageButton } from '@/features/messages/components/message-button';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { useRoommate } from '@/features/roommates/api/get-roommate';
import { BackToRoommates, RoommateDetail } from '@/features/roommates/components/roommate-detail';
import type { RoommateProfile } from '@/features/roommates/types';
import { roommateAccess } from '@/features/roommates/utils/access';
import { displayName } from '@/features/roommates/utils/display';
import { errorMessage, errorStatus, ROOMMATE_MESSAGES } from '@/features/roommates/utils/messages';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { ReportWithBlockButton } from '../compose/report-with-block-button';
import { RoommateSaveButton } from '../compose/roommate-save-button';
import { ForbiddenNotice, RoommateAccessGate } from '../compose/roommates-access';

/** The frame of the page's other states: an h1 and a column. */
function StatePage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToRoommates label="Back to roommates" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** 404 (or an id that is no student's): the student left, was hidden, or never was one the viewer may see. */
function NotAvailable() {
  useDocumentTitle(ROOMMATE_MESSAGES.notAvailable);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <UserX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{ROOMMATE_MESSAGES.notAvailable}</h1>
      <p className="mt-4 text-lg text-slate-600">
        They may have found a roommate, paused their profile, or left Quad. Plenty of other students are looking!
      </p>
      <ButtonLink to={paths.roommates} size="lg" className="mt-10">
        Back to roommates
      </ButtonLink>
    </div>
  );
}

/**
 * The student, with a request waiting between the two at the top (a notification of one leads
 * here), and the controls to save, connect with, block and report them (the report may block them
 * too; unticked at first here). Blocking them leaves for the list.
 */
function LoadedRoommate({ roommate }: { roommate: RoommateProfile }) {
  const name = displayName(roommate);
  useDocumentTitle(name);
  const navigate = useNavigate();
  // Once blocked the page is theirs no more: as Block does, leave for the list, saying it in a toast.
  const reportedAndBlocked = () => {
    toast.success(`Thanks for your report. ${name} is blocked.`);
    void navigate(paths.roommates);
  };
  return (
    <RoommateDetail
      roommate={roommate}
      notice={<PendingRequestNotice student={roommate} />}
      action={
        <ConnectionActions
          student={roommate}
          extra={<RoommateSaveButton roommate={roommate} variant="labelled" />}
          messageAction={<MessageButton studentId={roommate.id} name={name} />}
          onBlocked={() => void navigate(paths.roommates)}
          besideBlock={
            <ReportWithBlockButton
              kind="profile"
              targetId={roommate.id}
              student={{ id: roommate.id, name }}
              onBlocked={reportedAndBlocked}
            />
          }
        />
      }
    />
  );
}

function RoommateContent({ id }: { id: string }) {
  const roommate = useRoommate(id);
  if (roommate.isPending) return <LoadingState label="Loading student..." />;
  if (roommate.isError) {
    const status = errorStatus(roommate.error);
    if (status === 404 || status === 400) return <NotAvailable />;
    if (status === 403) {
      return (
        <StatePage title="Find Roommates">
          <ForbiddenNotice message={errorMessage(roommate.error, ROOMMATE_MESSAGES.notApproved)} />
        </StatePage>
      );
    }
    return (
      <StatePage title="Student">
        <ErrorState
          framed
          message={ROOMMATE_MESSAGES.loadOneFailed}
          onRetry={() => void roommate.refetch()}
          retrying={roommate.isFetching}
        />
      </StatePage>
    );
  }
  return <LoadedRoommate roommate={roommate.data} />;
}

/** /roommates/{id}: one student's page, for a student whose own profile others can see. */
export default function RoommateDetailRoute() {
  const { id = '' } = useParams();
  const profile = useMyProfile();
  const allowed = profile.isSuccess && roommateAccess(profile.data).kind === 'allowed';
  if (!allowed && !profile.isPending) {
    return (
      <StatePage title="Find Roommates">
        <RoommateAccessGate>{null}</RoommateAccessGate>
      </StatePage>
    );
  }
  if (!allowed) return <LoadingState label="Loading your profile..." />;
  // Keyed by id, so moving from one student to another starts afresh (the gallery on the first photo).
  return <RoommateContent key={id} id={id} />;
}

import { useEffect } from 'react';

import { useInstagramAccounts } from '../api/get-instagram-accounts';
import { useManagerUniversities } from '../api/get-manager-universities';
import { useInstagramParams } from '../hooks/use-instagram-params';
import { loadFailureMessage, MANAGER_MESSAGES } from '../utils/messages';

import { ConnectedAccounts } from './connected-accounts';
import { InstagramTestForm } from './instagram-test-form';
import { Panel } from './panel';
import { PostList } from './post-list';
import { PostUploadForm } from './post-upload-form';
import { UniversityPicker } from './university-picker';

/**
 * /manager/instagram (spec 2.7): test an Instagram connection, choose a university (kept in the
 * address), see and manage its accounts, upload posts with a live preview, and follow its posts.
 */
export function InstagramManager() {
  const { universityId, status, page, selectUniversity, selectStatus, goToPage, correctPage } = useInstagramParams();
  const universities = useManagerUniversities();
  const university = universityId
    ? (universities.data?.find((candidate) => candidate.id === universityId) ?? null)
    : null;
  const unknownUniversity = universityId !== null && universities.isSuccess && university === null;
  // Why the link's university is not in the list, in the server's words: not one the manager looks
  // after (403, and whom to ask), or not found. Read, it was assigned since the list was: read that again.
  const linked = useInstagramAccounts(unknownUniversity ? universityId : null);
  const linkProblem =
    unknownUniversity && linked.isError ? loadFailureMessage(linked.error, MANAGER_MESSAGES.unknownUniversity) : null;
  const { refetch } = universities;
  useEffect(() => {
    if (unknownUniversity && linked.isSuccess) void refetch();
  }, [unknownUniversity, linked.isSuccess, refetch]);

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Instagram Posts</h1>
        <p className="mt-1 text-slate-600">
          Connect each university&apos;s Instagram account, then upload and schedule its posts.
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Panel
          title="Instagram API Test"
          description="Check an access token with Instagram before saving it for a university."
        >
          <InstagramTestForm university={university} />
        </Panel>
        <Panel title="Select University" description="Choose the university whose Instagram you manage.">
          <UniversityPicker selectedId={universityId} onSelect={selectUniversity} />
          {linkProblem && (
            <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
              {linkProblem}
            </p>
          )}
        </Panel>
      </div>

      {university && (
        <>
          <Panel
            title={`Instagram accounts for ${university.name}`}
            description="Posts go to these accounts. A stand-in account is local: nothing it receives reaches Instagram."
          >
            <ConnectedAccounts university={university} />
          </Panel>
          <Panel
            title={`Upload New Post for ${university.name}`}
            description="The post is queued for the time you choose, or the account's next free slot."
          >
            <PostUploadForm university={university} />
          </Panel>
          <Panel title={`Posts for ${university.name}`}>
            <PostList
              university={university}
              status={status}
              page={page}
              onStatusChange={selectStatus}
              onPageChange={goToPage}
              onPageOutOfRange={correctPage}
            />
          </Panel>
        </>
      )}
    </div>
  );
}

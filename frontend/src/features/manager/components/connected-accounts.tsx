import {
  CircleAlert,
  CircleCheck,
  Clock,
  FlaskConical,
  Inbox,
  LoaderCircle,
  RefreshCw,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { ConfirmDialog, useConfirmAction } from '@/components/ui/confirm-dialog';
import { listQueryState } from '@/components/ui/list-query-state';
import { EmptyState } from '@/components/ui/list-states';
import { InstagramIcon } from '@/components/ui/social-icons';
import { getErrorMessage } from '@/lib/api/errors';

import { useInstagramAccounts } from '../api/get-instagram-accounts';
import { useRemoveInstagramAccount } from '../api/remove-instagram-account';
import { useRetestInstagramAccount } from '../api/retest-instagram-account';
import type { InstagramAccount, ManagerUniversity } from '../types';
import { formatDate } from '../utils/dates';
import { ACCOUNTS_STATE, MANAGER_MESSAGES } from '../utils/messages';


/** The stand-in's label: posts to it never reach Instagram. */
export const STAND_IN_TEXT = 'Local stand-in — posts here do not reach Instagram';

/** 'Token OK', 'Token expires {date}' or 'Instagram refused the token: {problem}'. */
export function TokenStatus({ account }: { account: InstagramAccount }) {
  if (account.tokenStatus === 'refused') {
    return (
      <p className="flex items-start gap-1.5 text-sm font-medium text-rose-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="[overflow-wrap:anywhere]">
          {account.tokenProblem
            ? `Instagram refused the token: ${account.tokenProblem}`
            : 'Instagram refused the token'}
        </span>
      </p>
    );
  }
  if (account.tokenStatus === 'expiring') {
    return (
      <p className="flex items-start gap-1.5 text-sm font-medium text-amber-800">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {account.tokenExpiresAt ? `Token expires ${formatDate(account.tokenExpiresAt)}` : 'Token expires soon'}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-emerald-700">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {account.tokenExpiresAt
        ? `Token OK · expires ${formatDate(account.tokenExpiresAt)}`
        : 'Token OK · Instagram tells its expiry at the first refresh, a day after saving'}
    </p>
  );
}

function AccountCard({ account, university }: { account: InstagramAccount; university: ManagerUniversity }) {
  const retest = useRetestInstagramAccount();
  const remove = useRemoveInstagramAccount();
  const [removing, setRemoving] = useState(false);

  function runTest() {
    retest.mutate(account.id, {
      onSuccess: () => toast.success(MANAGER_MESSAGES.testSucceeded),
      onError: (error) => toast.error(getErrorMessage(error, MANAGER_MESSAGES.testFailed)),
    });
  }

  const { failure, confirm, clear } = useConfirmAction(remove, {
    onSuccess: () => {
      toast.success(MANAGER_MESSAGES.accountRemoved(account.username));
      setRemoving(false);
    },
    failureMessage: (error) => getErrorMessage(error, MANAGER_MESSAGES.removeFailed),
  });

  return (
    <article aria-label={`@${account.username}`} className="flex h-full flex-col rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-amber-400 via-fuchsia-500 to-brand-600 text-white">
          <InstagramIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">@{account.username}</h3>
          <p className="text-xs text-slate-500">
            ID {account.igUserId} · connected {formatDate(account.createdAt)}
          </p>
        </div>
      </div>
      {account.standIn && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-900 ring-1 ring-amber-200 ring-inset">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-bold">Stand-in</span> · {STAND_IN_TEXT}
          </span>
        </p>
      )}
      <div className="mt-3 space-y-1">
        <TokenStatus account={account} />
        <p className="text-sm text-slate-600">
          {account.queuedPosts.toLocaleString('en-US')} queued {account.queuedPosts === 1 ? 'post' : 'posts'}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button
          variant="secondary"
          size="sm"
          onClick={runTest}
          disabled={retest.isPending}
          aria-label={`Re-test @${account.username}`}
        >
          {retest.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          {retest.isPending ? 'Testing...' : 'Re-test'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-rose-700 hover:bg-rose-50 hover:text-rose-800"
          onClick={() => {
            clear();
            setRemoving(true);
          }}
          aria-label={`Remove @${account.username}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
      {removing && (
        <ConfirmDialog
          title="Remove Instagram account"
          description={`Remove @${account.username} from ${university.name}? Quad stops publishing to it; posts already published stay on Instagram.`}
          actionLabel="Remove"
          busyLabel="Removing..."
          keepLabel="Keep account"
          busy={remove.isPending}
          failure={failure}
          onConfirm={() => confirm(account.id)}
          onClose={() => setRemoving(false)}
       />
      )}
    </article>
  );
}

/** The chosen university's connected accounts, and the server's warning about media if it has one. */
export function ConnectedAccounts({ university }: { university: ManagerUniversity }) {
  const accounts = useInstagramAccounts(university.id);

  const state = listQueryState(accounts, ACCOUNTS_STATE);
  if (state || !accounts.data) return state;
  const { accounts: list, publicMediaWarning } = accounts.data;
  return (
    <div className="space-y-4">
      {publicMediaWarning && (
        <div role="alert" className="flex gap-3 rounded-xl bg-amber-50 p-4 text-sm leading-6 text-amber-900 ring-1 ring-amber-300 ring-inset">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <div className="min-w-0">
            <p className="font-semibold">Instagram may not reach the images</p>
            <p className="[overflow-wrap:anywhere]">{publicMediaWarning}</p>
          </div>
        </div>
      )}
      {list.length === 0 ? (
        <EmptyState
          compact
          icon={<Inbox aria-hidden="true" className="size-6" />}
          title="No Instagram account connected yet"
        >
          Test an access token above, then save it for {university.name}.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((account) => (
            <li key={account.id}>
              <AccountCard account={account} university={university} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { LogOut, Monitor, MonitorSmartphone, Smartphone } from 'lucide-react';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { SettingsCard, SettingsQuery } from '@/components/ui/settings-card';
import { getErrorMessage } from '@/lib/api/errors';
import { formatDateTime } from '@/utils/date-time';

import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions, type SignInSession } from '../api/get-sessions';
import { deviceName } from '../utils/device-name';
import { isMobileDevice, SIGN_IN_METHOD_LABELS } from '../utils/sessions';

function SessionRow({ session }: { session: SignInSession }) {
  const end = useEndSession();
  const name = deviceName(session.device);
  const Icon = isMobileDevice(session.device) ? Smartphone : Monitor;
  const lastActive = session.lastUsedAt ?? session.startedAt;

  const onSignOut = () =>
    end.mutate(session.id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to sign out that session')),
    });

  return (
    <li aria-label={name} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span className="break-words">{name}</span>
            {session.current && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">This device</span>
            )}
          </p>
          <p className="text-sm text-slate-600">{SIGN_IN_METHOD_LABELS[session.method] ?? 'Signed in'}</p>
          <p className="text-sm text-slate-600">
            {session.current ? (
              'Active now'
            ) : (
              <>
                Last active <time dateTime={lastActive}>{formatDateTime(lastActive)}</time>
              </>
            )}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onSignOut}
          disabled={end.isPending}
          aria-label={`Sign out ${name}`}
          className="ml-9 shrink-0 self-start sm:ml-0 sm:self-center"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {end.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/** Settings: "Where you're signed in", with a way to sign any other device out. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const onSignOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to sign out your other sessions')),
    });

  return (
    <SettingsCard
      id="sessions"
      title="Where you're signed in"
      icon={MonitorSmartphone}
      description="Don't recognize a device? Sign it out and change your password."
    >
      <SettingsQuery query={sessions} loadingLabel="Loading your sessions…" failedMessage="Failed to load your sessions">
        {(list) => (
          <>
            <ul aria-label="Sessions" className="divide-y divide-slate-100">
              {/* This device first, then the others as the server orders them (most recently used first). */}
              {[...list].sort((a, b) => Number(b.current) - Number(a.current)).map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            <div className="mt-5 border-t border-slate-100 pt-5">
              <Button variant="secondary" onClick={onSignOutOthers} disabled={others === 0 || endOthers.isPending}>
                <LogOut aria-hidden="true" className="size-4" />
                {endOthers.isPending ? 'Signing out...' : 'Sign out of all other sessions'}
              </Button>
              {others === 0 && <p className="mt-2 text-sm text-slate-600">You're not signed in anywhere else.</p>}
            </div>
          </>
        )}
      </SettingsQuery>
    </SettingsCard>
  );
}

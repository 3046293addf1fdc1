import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clearStoredToken } from '@/lib/api/token-storage';
import { useSession } from '@/lib/auth';
import { useContact } from '@/lib/public-config';
import { downloadText } from '@/utils/download';

import { useExportData } from '../api/export-data';
import { exportFileJson, exportFileName, exportFileText } from '../utils/export-file';
import { exportErrorMessage, PRIVACY_MESSAGES } from '../utils/messages';

import { DeleteAccountDialog } from './delete-account-dialog';

type ExportState = 'idle' | 'preparing' | 'downloaded';
type ExportFormat = 'text' | 'json';

/** /profile/data-management (spec 2.5): export the data, delete the account, privacy rights. */
export function DataManagement() {
  const [exportState, setExportState] = useState<ExportState>('idle');
  const [jsonState, setJsonState] = useState<ExportState>('idle');
  const [confirming, setConfirming] = useState(false);
  const exporter = useExportData();
  const user = useSession((state) => state.user);
  const { privacyEmail } = useContact();
  const navigate = useNavigate();
  const signOutOnLeave = useRef(false);

  useEffect(
    () => () => {
      if (signOutOnLeave.current) {
        useSession.setState({ token: null, isAuthenticated: false, user: null, needsVerification: false, loading: false, error: null });
      }
    },
    [],
  );

  const onExport = (format: ExportFormat) => {
    const setState = format === 'json' ? setJsonState : setExportState;
    setState('preparing');
    exporter.mutate(undefined, {
      onSuccess: (data) => {
        const now = new Date();
        const username = data.user.username || user?.username || 'user';
        if (format === 'json') {
          downloadText(exportFileName(username, now, 'json'), exportFileJson(data), 'application/json');
        } else {
          downloadText(exportFileName(username, now), exportFileText(data, now));
        }
        setState('downloaded');
        toast.success(PRIVACY_MESSAGES.exported);
      },
      onError: (error) => {
        setState('idle');
        toast.error(exportErrorMessage(error));
      },
    });
  };

  const preparing = exportState === 'preparing' || jsonState === 'preparing';

  const onDeleted = (message: string) => {
    toast.success(message);
    clearStoredToken();
    // The session is forgotten once this page is gone: earlier, its guard would send the person to /login.
    signOutOnLeave.current = true;
    void navigate(paths.home, { replace: true });
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="export-title" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <h2 id="export-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Download aria-hidden="true" className="size-5" /> Export Your Data
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          Download a copy of your data: your account, profile, posts, connections, messages and more. The text file is
          easy to read; the JSON file has the same data in a format other apps can read.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => onExport('text')} disabled={preparing}>
            {exportState === 'preparing' ? 'Preparing...' : exportState === 'downloaded' ? 'Download Again' : 'Export Your Data'}
          </Button>
          <Button variant="secondary" onClick={() => onExport('json')} disabled={preparing}>
            {jsonState === 'preparing' ? 'Preparing...' : 'Download as JSON'}
          </Button>
        </div>
        {(exportState === 'downloaded' || jsonState === 'downloaded') && (
          <p role="status" className="mt-3 text-sm font-semibold text-emerald-700">
            Your data has been downloaded.
          </p>
        )}
      </section>

      <section aria-labelledby="delete-title" className="rounded-2xl bg-white p-6 ring-1 ring-rose-200">
        <h2 id="delete-title" className="flex items-center gap-2 text-xl font-bold text-rose-800">
          <Trash2 aria-hidden="true" className="size-5" /> Delete Account
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          Permanently delete your account, your profile and your posts. This cannot be undone.
        </p>
        <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
      </section>

      <section aria-labelledby="rights-title" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <h2 id="rights-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-5" /> Your Privacy Rights
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Access: download a copy of your data whenever you like.</li>
          <li>Correction: edit your profile whenever something changes.</li>
          <li>Deletion: delete your account and what is kept under it (the Privacy Policy says what stays).</li>
          <li>Portability: take your exported data with you.</li>
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          Questions about your data? Read our{' '}
          <Link to={paths.privacy} className="font-semibold text-brand-700 hover:underline">
            Privacy Policy
          </Link>
          {privacyEmail && (
            <>
              {' '}
              or contact{' '}
              <a href={`mailto:${privacyEmail}`} className="font-semibold text-brand-700 hover:underline">
                {privacyEmail}
              </a>
            </>
          )}
          .
        </p>
      </section>

      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} onDeleted={onDeleted} />}
    </div>
  );
}

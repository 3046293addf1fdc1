import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clearStoredToken } from '@/lib/api/token-storage';
import { useSession } from '@/lib/auth';
import { useContact } from '@/lib/public-config';

import { useExportData } from '../api/export-data';
import { downloadText } from '../utils/download';
import { exportFileName, exportFileText } from '../utils/export-file';
import { exportErrorMessage, PRIVACY_MESSAGES } from '../utils/messages';

import { DeleteAccountDialog } from './delete-account-dialog';

type ExportState = 'idle' | 'preparing' | 'downloaded';

/** /profile/data-management (spec 2.5): export the data, delete the account, privacy rights. */
export function DataManagement() {
  const [exportState, setExportState] = useState<ExportState>('idle');
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

  const onExport = () => {
    setExportState('preparing');
    exporter.mutate(undefined, {
      onSuccess: (data) => {
        const now = new Date();
        downloadText(exportFileName(data.user.username || user?.username || 'user', now), exportFileText(data, now));
        setExportState('downloaded');
        toast.success(PRIVACY_MESSAGES.exported);
      },
      onError: (error) => {
        setExportState('idle');
        toast.error(exportErrorMessage(error));
      },
    });
  };

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
          Download a copy of your account, your profile and your posts as a plain-text file.
        </p>
        <Button className="mt-4" onClick={onExport} disabled={exportState === 'preparing'}>
          {exportState === 'preparing' ? 'Preparing...' : exportState === 'downloaded' ? 'Download Again' : 'Export Your Data'}
        </Button>
        {exportState === 'downloaded' && (
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

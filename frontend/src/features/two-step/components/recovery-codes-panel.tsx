import { Copy, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { CheckboxField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/utils/download';

import { TWO_STEP_MESSAGES } from '../utils/messages';

interface RecoveryCodesPanelProps {
  codes: string[];
  /** Whose codes they are, written at the top of the downloaded file. */
  email: string | null;
  /** Shown once "I saved these codes" is ticked. */
  continueLabel: string;
  onContinue: () => void;
}

/** The text file "Download as text" saves. */
export function recoveryCodesFile(codes: string[], email: string | null): string {
  const whose = email ? ` for ${email}` : '';
  return [
    `Quad recovery codes${whose}`,
    'Each code signs you in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * Right after two-step sign-in is turned on: the ten recovery codes, shown this once, to copy or
 * download; the page goes on once the person says they saved them.
 */
export function RecoveryCodesPanel({ codes, email, continueLabel, onContinue }: RecoveryCodesPanelProps) {
  const [saved, setSaved] = useState(false);

  const copy = () => {
    // Without a clipboard (a page not served over HTTPS) this fails too, and says so.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(codes.join('\n')))
      .then(() => toast.success(TWO_STEP_MESSAGES.copied))
      .catch(() => toast.error(TWO_STEP_MESSAGES.copyFailed));
  };

  return (
    <section aria-labelledby="recovery-codes-title" className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <div>
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <ShieldCheck aria-hidden="true" className="size-5" /> Two-step sign-in is on
        </p>
        <h2 id="recovery-codes-title" className="mt-3 text-xl font-bold text-slate-900">
          Save your recovery codes
        </h2>
        <div className="mt-2 space-y-2 text-sm text-slate-600">
          <p>
            If you lose your phone, each of these codes signs you in once, in place of a code from your app. This is
            the only time Quad shows them: keep them somewhere safe, such as a password manager.
          </p>
          <p>You were signed out of Quad on your other devices.</p>
        </div>
      </div>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900 min-[400px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button variant="secondary" size="sm" onClick={() => downloadText('quad-recovery-codes.txt', recoveryCodesFile(codes, email))}>
          <Download aria-hidden="true" className="size-4" />
          Download as text
        </Button>
      </div>
      <div className="space-y-4 border-t border-slate-100 pt-5">
        <CheckboxField label="I saved these codes" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        <Button onClick={onContinue} disabled={!saved}>
          {continueLabel}
        </Button>
      </div>
    </section>
  );
}

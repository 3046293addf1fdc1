import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';

// The QR code library loads only when someone sets up two-step sign-in.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

const LABEL = 'QR code to scan with your authenticator app';

/** The set-up address (`otpauth://…`) as a QR code for the authenticator app's camera. */
export function AuthenticatorQrCode({ uri }: { uri: string }) {
  return (
    <div className="flex size-52 shrink-0 items-center justify-center rounded-2xl bg-white p-3 ring-1 ring-slate-200">
      <Suspense
        fallback={
          <span role="status">
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
            <span className="sr-only">Drawing the QR code…</span>
          </span>
        }
      >
        <QRCodeSVG value={uri} size={184} level="M" marginSize={0} role="img" aria-label={LABEL} />
      </Suspense>
    </div>
  );
}

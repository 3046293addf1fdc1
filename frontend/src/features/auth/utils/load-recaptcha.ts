import { RECAPTCHA_SCRIPT_URL } from '@/config/constants';

/** The part of Google's `grecaptcha` global (reCAPTCHA v2, explicit rendering) that Quad uses. */
export interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (response: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function whenReady(grecaptcha: Grecaptcha): Promise<Grecaptcha> {
  return new Promise((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
}

/** Loads Google's script once per page; resolves when `grecaptcha.render` can be called. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha) return whenReady(window.grecaptcha);
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.dataset.quadRecaptcha = '';
    script.addEventListener('load', () => {
      if (window.grecaptcha) resolve(whenReady(window.grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    });
    script.addEventListener('error', () => reject(new Error('reCAPTCHA failed to load')));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later form may try again (e.g. after the network came back).
    loading = null;
    document.querySelectorAll('script[data-quad-recaptcha]').forEach((element) => element.remove());
    throw error;
  });
  return loading;
}

import { useCallback, useEffect, useRef, useState } from 'react';

import { loadRecaptcha, type Grecaptcha } from '../utils/load-recaptcha';

export const RECAPTCHA_MESSAGES = {
  required: 'Please complete the reCAPTCHA verification.',
  loadFailed: 'reCAPTCHA failed to load. Please refresh the page.',
  failed: 'reCAPTCHA verification failed. Please try again.',
} as const;

export interface Recaptcha {
  /** Whether this deployment asks for human verification at all. */
  enabled: boolean;
  /** Where the widget is drawn; attach to an empty element. */
  mount: (element: HTMLDivElement | null) => void;
  /** The widget's response once the person passed the check. */
  token: string | null;
  /** Loading or verification trouble, in the product's words. */
  error: string | null;
  /** Checks before submitting: returns the token, or sets and returns the message to show. */
  validate: () => { token: string | null; error: string | null };
  /** Clears the widget after an attempt (a response is good for one request only). */
  reset: () => void;
}

/** Google reCAPTCHA v2, rendered explicitly when the server hands out a site key. */
export function useRecaptcha(siteKey: string | null | undefined): Recaptcha {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const widget = useRef<{ grecaptcha: Grecaptcha; id: number } | null>(null);

  useEffect(() => {
    if (!siteKey || !container) return;
    let cancelled = false;
    // A fresh element per render: Google refuses to draw twice into the same one.
    const target = document.createElement('div');
    container.appendChild(target);
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled) return;
        const id = grecaptcha.render(target, {
          sitekey: siteKey,
          callback: (response) => {
            setToken(response);
            setError(null);
          },
          'expired-callback': () => setToken(null),
          'error-callback': () => {
            setToken(null);
            setError(RECAPTCHA_MESSAGES.failed);
          },
        });
        widget.current = { grecaptcha, id };
      })
      .catch(() => {
        if (!cancelled) setError(RECAPTCHA_MESSAGES.loadFailed);
      });
    return () => {
      cancelled = true;
      widget.current = null;
      target.remove();
    };
  }, [siteKey, container]);

  const validate = useCallback(() => {
    if (!siteKey) return { token: null, error: null };
    if (!widget.current) {
      const message = error === RECAPTCHA_MESSAGES.loadFailed ? error : RECAPTCHA_MESSAGES.required;
      setError(message);
      return { token: null, error: message };
    }
    if (!token) {
      setError(RECAPTCHA_MESSAGES.required);
      return { token: null, error: RECAPTCHA_MESSAGES.required };
    }
    return { token, error: null };
  }, [siteKey, token, error]);

  const reset = useCallback(() => {
    if (widget.current) widget.current.grecaptcha.reset(widget.current.id);
    setToken(null);
  }, []);

  return { enabled: Boolean(siteKey), mount: setContainer, token, error, validate, reset };
}

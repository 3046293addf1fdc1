import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';

import { ADD_UNIVERSITY_EMAIL_PARAM } from '@/config/paths';
import { invalidateMembership } from '@/lib/membership';

/** Back from "Use my university's Google account": `?universityEmail=confirmed`… */
export const UNIVERSITY_EMAIL_CONFIRMED = 'confirmed';
/** …or `?universityEmailError=` with the server's reason. */
export const UNIVERSITY_EMAIL_ERROR_PARAM = 'universityEmailError';
export const UNIVERSITY_EMAIL_CONFIRMED_MESSAGE = 'Your university e-mail is confirmed.';

/** Said instead of a reason the server never gives: the address is anyone's to write. */
export const UNIVERSITY_EMAIL_PROOF_FAILED = 'Google could not confirm your university e-mail. Please try again.';

/** The reasons the server sends back (memberships/google_proof.rs, auth/google.rs). */
const PROOF_REASONS = [
  'Google did not confirm this e-mail address, so it cannot prove your university.',
  'This Google account is not managed by your university. Choose the account your university gave you, or confirm your university e-mail with a link.',
  'This address is already used by another Quad account',
  'Something went wrong. Please try again.',
];
const NO_UNIVERSITY = /^No university on Quad has addresses at [a-z0-9.-]{1,253}; you can request your university$/;

/**
 * A reason from the address, shown only when it is one the server gives: a link someone else made
 * cannot put their own words in the page.
 */
export function proofReason(text: string | null | undefined): string | null {
  const reason = text?.trim();
  if (!reason) return null;
  return PROOF_REASONS.includes(reason) || NO_UNIVERSITY.test(reason) ? reason : UNIVERSITY_EMAIL_PROOF_FAILED;
}

/** What the address said of the university e-mail as the page opened. */
export interface UniversityEmailParams {
  /** `?universityEmail=`: `add` (a link asking for the address), `confirmed` (back from Google), or null. */
  universityEmail: string | null;
  /** Back from "Use my university's Google account" (either outcome). */
  backFromGoogle: boolean;
  /** `?universityEmailError=`: why Google could not prove the student's university; null once shown. */
  error: string | null;
  /** The error was shown (where Google is offered again): it is not shown a second time. */
  errorShown: () => void;
}

/**
 * The university e-mail's parameters of the page's address (Settings and the profile wizard), read
 * once as the page opens: back from Google with `confirmed`, it says so and reads the membership
 * again; with an error, the card offering Google says why (once). The parameters are then taken out
 * of the address, in place, so a reload does not repeat them.
 */
export function useUniversityEmailParams(): UniversityEmailParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [universityEmail] = useState(() => searchParams.get(ADD_UNIVERSITY_EMAIL_PARAM));
  const [error, setError] = useState(() => proofReason(searchParams.get(UNIVERSITY_EMAIL_ERROR_PARAM)));
  const errorShown = useCallback(() => setError(null), []);
  const [backFromGoogle] = useState(() => universityEmail === UNIVERSITY_EMAIL_CONFIRMED || error !== null);

  // Once, React's development double effects included.
  const said = useRef(false);
  useEffect(() => {
    if (said.current || universityEmail !== UNIVERSITY_EMAIL_CONFIRMED) return;
    said.current = true;
    toast.success(UNIVERSITY_EMAIL_CONFIRMED_MESSAGE);
    void invalidateMembership(queryClient);
  }, [universityEmail, queryClient]);

  // Both go in one navigation: two would each start from the same address and put the other back.
  useEffect(() => {
    if (!searchParams.has(ADD_UNIVERSITY_EMAIL_PARAM) && !searchParams.has(UNIVERSITY_EMAIL_ERROR_PARAM)) return;
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete(ADD_UNIVERSITY_EMAIL_PARAM);
        params.delete(UNIVERSITY_EMAIL_ERROR_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  return { universityEmail, backFromGoogle, error, errorShown };
}

import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';

import { useDraftAutosave } from '@/hooks/use-draft-autosave';

/** How long after the last keystroke the draft is kept. */
const DRAFT_DELAY_MS = 500;

const draftKey = (conversationId: string) => `quad:message-draft:${conversationId}`;

function readDraft(conversationId: string): string | null {
  try {
    return sessionStorage.getItem(draftKey(conversationId));
  } catch {
    return null;
  }
}

/** The tab's draft store: it survives a reload, and goes with the tab (nothing is left on a shared computer). */
function draftStore(conversationId: string) {
  const key = draftKey(conversationId);
  // A storage that refuses (full, or turned off) rejects: the hook then says the draft is not kept.
  const save = (text: string) =>
    new Promise<boolean>((resolve) => {
      sessionStorage.setItem(key, text);
      resolve(true);
    });
  const remove = () =>
    new Promise<void>((resolve) => {
      sessionStorage.removeItem(key);
      resolve();
    });
  return { save, saveOnExit: save, remove };
}

/**
 * The composer's text, kept as the conversation's draft in the tab's session storage, so it survives a
 * reload; an empty box removes it. Mount it keyed by the conversation.
 */
export function useMessageDraft(conversationId: string): [string, Dispatch<SetStateAction<string>>] {
  const [held] = useState(() => readDraft(conversationId));
  const [text, setText] = useState(held ?? '');
  const store = useMemo(() => draftStore(conversationId), [conversationId]);
  useDraftAutosave<string>(text.trim() === '' ? null : text, held, { ...store, delayMs: DRAFT_DELAY_MS, deleteOnNull: true });
  return [text, setText];
}

import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

import { TextField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/list-states';
import { getErrorMessage, getFieldErrors } from '@/lib/api/errors';

import { useAddFlaggedWord } from '../api/add-flagged-word';
import { useFlaggedWords } from '../api/get-flagged-words';
import { useRemoveFlaggedWord } from '../api/remove-flagged-word';
import { REVIEW_MESSAGES } from '../utils/messages';

/** Admins: the words that flag a caption for a closer look (never a rejection by themselves). */
export function FlaggedWordsPanel() {
  const headingId = useId();
  const words = useFlaggedWords();
  const add = useAddFlaggedWord();
  const remove = useRemoveFlaggedWord();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);

  let list;
  if (words.isPending) list = <LoadingState compact label="Loading flagged words..." />;
  else if (words.isError)
    list = <ErrorState compact message={REVIEW_MESSAGES.wordsFailed} onRetry={() => void words.refetch()} retrying={words.isFetching} />;
  else if (words.data.length === 0) list = <p className="text-sm text-slate-600">No flagged words yet.</p>;
  else
    list = (
      <ul className="flex flex-wrap gap-2">
        {words.data.map((flagged) => (
          <li key={flagged} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
            {flagged}
            <button
              type="button"
              aria-label={`Remove flagged word ${flagged}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(flagged, {
                  onSuccess: () => toast.success(REVIEW_MESSAGES.wordRemoved(flagged)),
                  onError: (failure) => toast.error(getErrorMessage(failure, REVIEW_MESSAGES.wordFailed)),
                })
              }
              className="flex size-7 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Flagged words
      </h2>
      <p className="mt-1 text-sm text-slate-600">A caption holding one of these is flagged for a closer look; it is never rejected for it.</p>
      <div className="mt-4">{list}</div>
      <form
        noValidate
        aria-label="Add a flagged word"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          const added = word.trim();
          add.mutate(added, {
            onSuccess: (next) => {
              setWord('');
              setError(null);
              toast.success(REVIEW_MESSAGES.wordAdded(next.find((kept) => kept === added.toLowerCase()) ?? added));
            },
            onError: (failure) => setError(getFieldErrors(failure).word ?? getErrorMessage(failure, REVIEW_MESSAGES.wordFailed)),
          });
        }}
      >
        <div className="min-w-0 flex-1">
          <TextField
            label="New flagged word"
            value={word}
            maxLength={64}
            error={error ?? undefined}
            onChange={(event) => {
              setWord(event.target.value);
              setError(null);
            }}
          />
        </div>
        <Button type="submit" size="sm" disabled={add.isPending} className="min-h-11 sm:mt-7">
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </form>
    </section>
  );
}

import { characterCount } from '@/utils/caption';

import { NOTE_MAX } from '../utils/messages';

/** "12/500" beside the note, red past the limit. */
export function NoteCounter({ note, id }: { note: string; id?: string }) {
  const count = characterCount(note.trim());
  return (
    <span id={id} className={`text-xs ${count > NOTE_MAX ? 'font-semibold text-rose-700' : 'text-slate-600'}`}>
      {count}/{NOTE_MAX}
      <span className="sr-only"> characters</span>
    </span>
  );
}

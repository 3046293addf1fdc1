import { CharacterCounter } from '@/components/form/character-counter';

import { NOTE_MAX } from '../utils/messages';

/** "12/500" beside the note, red past the limit. */
export function NoteCounter({ note, id }: { note: string; id?: string }) {
  return <CharacterCounter text={note.trim()} max={NOTE_MAX} id={id} />;
}

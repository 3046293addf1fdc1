import { characterCount } from '@/utils/caption';

interface CharacterCounterProps {
  /** The text as it will be sent (trimmed by the caller when the server trims it). */
  text: string;
  max: number;
  id?: string;
}

/** "12/500" beside a field, counted as people count characters; red past the limit. */
export function CharacterCounter({ text, max, id }: CharacterCounterProps) {
  const count = characterCount(text);
  return (
    <span id={id} className={`text-xs ${count > max ? 'font-semibold text-rose-700' : 'text-slate-600'}`}>
      {count.toLocaleString('en-US')}/{max.toLocaleString('en-US')}
      <span className="sr-only"> characters</span>
    </span>
  );
}

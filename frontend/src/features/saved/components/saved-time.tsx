import { formatDateTime } from '@/utils/date-time';

import { savedWhen } from '../utils/saved-when';

/** "Saved 3 days ago", small, with the exact time on hover. */
export function SavedTime({ savedAt }: { savedAt: string }) {
  const when = savedWhen(savedAt);
  if (!when) return null;
  return (
    <p className="text-xs font-medium text-slate-500">
      Saved{' '}
      <time dateTime={savedAt} title={formatDateTime(savedAt)}>
        {when}
      </time>
    </p>
  );
}

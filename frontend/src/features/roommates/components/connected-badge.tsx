import { UserCheck } from 'lucide-react';

/** "Connected": the viewer and this student are connected (every photo and handle shows on their page). */
export function ConnectedBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset ${className}`}
    >
      <UserCheck aria-hidden="true" className="size-3.5" />
      Connected
    </span>
  );
}

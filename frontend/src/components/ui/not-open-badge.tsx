import { Hourglass } from 'lucide-react';

interface NotOpenBadgeProps {
  /** "Not open yet" for students; the admin table says "Not open". */
  label?: string;
  className?: string;
}

/** Marks a university nobody can join yet (no e-mail domain, and not open to everyone). */
export function NotOpenBadge({ label = 'Not open yet', className = '' }: NotOpenBadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-800 ring-1 ring-amber-200 ring-inset ${className}`}
    >
      <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}

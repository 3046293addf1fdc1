/** A request's note as its sender wrote it, or that there is none. */
export function RequestNote({ note, firstName }: { note: string; firstName: string }) {
  const text = note.trim();
  if (!text) return <p className="text-sm text-slate-600 italic">{firstName} didn&apos;t add a note.</p>;
  return (
    <figure className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{firstName}&apos;s note</figcaption>
      <blockquote className="mt-1 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{text}</blockquote>
    </figure>
  );
}

/** A duration given in hours, as people read it: "45 min", "5.2 h", "2 d 3 h". */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${(Math.round(hours * 10) / 10).toLocaleString('en-US')} h`;
  const wholeHours = Math.round(hours);
  const days = Math.floor(wholeHours / 24);
  const rest = wholeHours % 24;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

import type { components } from '@/lib/api/generated/schema';

export type ExportData = components['schemas']['ExportData'];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `quad-data-{username}-{YYYY-MM-DD}.txt`, with the local date. */
export function exportFileName(username: string, date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const safe = username.replace(/[^A-Za-z0-9_.-]/g, '_') || 'user';
  return `quad-data-${safe}-${day}.txt`;
}

function label(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalar(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isFlat(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');
}

function lines(value: unknown, indent: string): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}(none)`];
    if (isFlat(value)) return [`${indent}${value.map(scalar).join(', ')}`];
    return value.flatMap((item, index) => [`${indent}- Item ${index + 1}`, ...lines(item, `${indent}  `)]);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      if (item !== null && typeof item === 'object' && !isFlat(item)) {
        return [`${indent}${label(key)}:`, ...lines(item, `${indent}  `)];
      }
      const text = Array.isArray(item) ? (item.length ? item.map(scalar).join(', ') : '(none)') : scalar(item);
      return [`${indent}${label(key)}: ${text}`];
    });
  }
  return [`${indent}${scalar(value)}`];
}

function section(title: string, value: unknown): string {
  return [`== ${title} ==`, ...lines(value, '')].join('\n');
}

/** A message the person sent, as the file shows it: its text, or "(deleted)" once they deleted it. */
function sentMessage({ conversationId, recipientId, text, sentAt }: ExportData['messages'][number]) {
  return {
    conversationId,
    // Null once the recipient deleted their account.
    recipientId: recipientId ?? '(deleted account)',
    text: text ?? '(deleted)',
    sentAt,
  };
}

/** The export as a readable text file: a header, then a section for each kind of data Quad keeps. */
export function exportFileText(data: ExportData, date: Date = new Date()): string {
  return [
    'Quad: your data',
    `Exported: ${date.toISOString()}`,
    '',
    section('User', data.user),
    '',
    section('University e-mail', {
      address: data.universityEmail?.email ?? null,
      verifiedAt: data.universityEmail?.verifiedAt ?? null,
      waitingForConfirmation: data.pendingUniversityEmail ?? null,
    }),
    '',
    section(`Profiles (${data.profiles.length})`, data.profiles),
    '',
    section('Profile draft (not submitted)', data.profileDraft ?? '(none)'),
    '',
    section(`Posts (${data.posts.length})`, data.posts),
    '',
    section(`Uploaded images (${data.uploads.length})`, data.uploads),
    '',
    section(`University requests (${data.universityRequests.length})`, data.universityRequests),
    '',
    section(`Messages sent (${data.messages.length})`, data.messages.map(sentMessage)),
    '',
    section('Newsletter', { subscribed: data.newsletterSubscribed }),
    '',
    section(`Sign-in sessions (${data.sessions.length})`, data.sessions),
    '',
  ].join('\n');
}

import type { components } from '@/lib/api/generated/schema';

export type ExportData = components['schemas']['ExportData'];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `quad-data-{username}-{YYYY-MM-DD}.{extension}` (`.txt` unless told), with the local date. */
export function exportFileName(username: string, date: Date = new Date(), extension = 'txt'): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const safe = username.replace(/[^A-Za-z0-9_.-]/g, '_') || 'user';
  return `quad-data-${safe}-${day}.${extension}`;
}

function label(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalar(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An object with nothing in it, like the social links of a profile that has none.
  if (typeof value === 'object' && Object.keys(value).length === 0) return '(none)';
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
      if (item !== null && typeof item === 'object' && !isFlat(item) && Object.keys(item).length > 0) {
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

/** A message another student sent the person: its text, or "(deleted)" once the sender deleted it. */
function receivedMessage({ conversationId, senderId, text, sentAt }: ExportData['messagesReceived'][number]) {
  return { conversationId, senderId, text: text ?? '(deleted)', sentAt };
}

/** The export as a machine-readable JSON file: the payload as the server sent it, indented. */
export function exportFileJson(data: ExportData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
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
    section('Privacy', {
      privateBeforeConnecting: data.privateBeforeConnecting ? 'yes' : 'no',
      optedOutOfResearchSharing: data.researchSharingOptedOutAt ?? 'no',
    }),
    '',
    section(`Profiles (${data.profiles.length})`, data.profiles),
    '',
    section('Profile draft (not submitted)', data.profileDraft ?? '(none)'),
    '',
    section(`Posts (${data.posts.length})`, data.posts),
    '',
    section('Post draft (not submitted)', data.postDraft ?? '(none)'),
    '',
    section(`Liked posts (${data.likedPosts.length})`, data.likedPosts),
    '',
    section(`Saved posts (${data.savedPosts.length})`, data.savedPosts),
    '',
    section(`Saved profiles (${data.savedProfiles.length})`, data.savedProfiles),
    '',
    section(`Uploaded images (${data.uploads.length})`, data.uploads),
    '',
    section(`University requests (${data.universityRequests.length})`, data.universityRequests),
    '',
    section(`Connections (${data.connections.length})`, data.connections),
    '',
    section(`Marked Interested (${data.interests.length})`, data.interests),
    '',
    section(`Requests to connect sent (${data.connectionRequests.length})`, data.connectionRequests),
    '',
    section(`Requests to connect received (${data.connectionRequestsReceived.length})`, data.connectionRequestsReceived),
    '',
    section(`Blocked (${data.blocked.length})`, data.blocked),
    '',
    section(`Messages sent (${data.messages.length})`, data.messages.map(sentMessage)),
    '',
    section(`Messages received (${data.messagesReceived.length})`, data.messagesReceived.map(receivedMessage)),
    '',
    section(`Reports filed (${data.reportsFiled.length})`, data.reportsFiled),
    '',
    section(`Notifications (${data.notifications.length})`, data.notifications),
    '',
    section('Notification settings', data.notificationPreferences),
    '',
    section('Newsletter', { subscribed: data.newsletterSubscribed }),
    '',
    section(`Sign-in sessions (${data.sessions.length})`, data.sessions),
    '',
  ].join('\n');
}

import { formatDateTime } from '@/utils/date-time';

/** What the fields the server records are called on screen (crates/application: the audit entries). */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  role: 'Role',
  status: 'Status',
  name: 'Name',
  slug: 'Page address',
  description: 'Description',
  location: 'Location',
  instagram: 'Instagram',
  logo: 'Logo',
  rejectionReason: 'Reason',
  scheduledTime: 'Scheduled time',
  igUserId: 'Instagram user ID',
  university: 'University',
};

/** An RFC 3339 time as the server writes them ("2026-11-26T16:05:12.603121+00:00"). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** A field's name for people: its label, or its key in words ("someField" reads "Some field"). */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value for people: a time as Quad shows times, anything else as it is. */
export function formatChangeValue(value: string): string {
  return TIMESTAMP.test(value) ? formatDateTime(value) : value;
}

import { formatDateTime } from '@/utils/date-time';

import { fieldLabel, formatChangeValue } from './changes';

describe('fieldLabel', () => {
  it('names the fields the server records', () => {
    expect(fieldLabel('scheduledTime')).toBe('Scheduled time');
    expect(fieldLabel('igUserId')).toBe('Instagram user ID');
    expect(fieldLabel('rejectionReason')).toBe('Reason');
    expect(fieldLabel('firstName')).toBe('First name');
  });

  it('writes an unknown key in words', () => {
    expect(fieldLabel('publishedAt')).toBe('Published at');
    expect(fieldLabel('error_message')).toBe('Error message');
  });
});

describe('formatChangeValue', () => {
  it('shows a recorded time as Quad shows times, not as the server wrote it', () => {
    const raw = '2026-11-26T16:05:12.603121+00:00';
    expect(formatChangeValue(raw)).toBe(formatDateTime(raw));
    expect(formatChangeValue(raw)).toMatch(/^Nov 2[67], 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(formatChangeValue('2026-11-23T15:00:00Z')).toBe(formatDateTime('2026-11-23T15:00:00Z'));
    expect(formatChangeValue('2026-11-23T15:00:00')).toBe('Nov 23, 2026, 3:00 PM');
  });

  it('leaves any other text as it is', () => {
    expect(formatChangeValue('suspended')).toBe('suspended');
    expect(formatChangeValue('Opened in 1817')).toBe('Opened in 1817');
    expect(formatChangeValue('2026')).toBe('2026');
    expect(formatChangeValue('2026-11-23')).toBe('2026-11-23');
  });
});

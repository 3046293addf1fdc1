import { describe, expect, it } from 'vitest';

import { formatHours } from './duration';

describe('formatHours', () => {
  it.each([
    [0.25, '15 min'],
    [5.24, '5.2 h'],
    [47.9, '47.9 h'],
    [51, '2 d 3 h'],
    [72, '3 d'],
  ])('writes %f hours as %s', (hours, text) => {
    expect(formatHours(hours)).toBe(text);
  });
});

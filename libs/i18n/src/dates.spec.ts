import { formatDate, formatDateTime, formatTime } from './dates';

describe('shop dates', () => {
  it('writes the day in Phnom Penh time with the language’s month name', () => {
    // 17:30 UTC is 00:30 the next day in Phnom Penh
    expect(formatDate('2026-05-22T17:30:00Z', 'en')).toBe('23 May 2026');
    expect(formatDate('2026-05-22T17:30:00Z', 'km')).toBe('23 ឧសភា 2026');
    expect(formatDate(new Date('2026-11-24T02:00:00Z'), 'km')).toBe('24 វិច្ឆិកា 2026');
  });

  it('writes times on a 24-hour clock, never AM/PM', () => {
    expect(formatTime('2026-11-24T14:05:00Z')).toBe('21:05');
    expect(formatDateTime('2026-11-24T14:05:00Z', 'km')).toBe('24 វិច្ឆិកា 2026, 21:05');
    expect(formatDateTime('2026-11-24T14:05:00Z', 'en')).not.toMatch(/AM|PM/);
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDateTime('not a date', 'km')).toBe('—');
  });
});

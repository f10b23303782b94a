import { parseProviderDate, parseProviderDeadline } from './provider-dates';

describe('parseProviderDate', () => {
  it('reads a bare date as midnight in GMT+8', () => {
    expect(parseProviderDate('2024-01-24')?.toISOString()).toBe('2024-01-23T16:00:00.000Z');
  });

  it('reads the (GMT+8) suffix', () => {
    expect(parseProviderDate('2024-02-24(GMT+8)')?.toISOString()).toBe('2024-02-23T16:00:00.000Z');
  });

  it('reads a date and time in GMT+8', () => {
    expect(parseProviderDate('2024-01-24 10:30:00')?.toISOString()).toBe('2024-01-24T02:30:00.000Z');
    expect(parseProviderDate('2024-01-24 10:30')?.toISOString()).toBe('2024-01-24T02:30:00.000Z');
  });

  it('honours another stated zone', () => {
    expect(parseProviderDate('2024-01-24 10:00:00 (GMT+0)')?.toISOString()).toBe('2024-01-24T10:00:00.000Z');
    expect(parseProviderDate('2024-01-24 10:00:00 GMT-5')?.toISOString()).toBe('2024-01-24T15:00:00.000Z');
  });

  it('accepts ISO with a zone', () => {
    expect(parseProviderDate('2024-01-24T10:00:00Z')?.toISOString()).toBe('2024-01-24T10:00:00.000Z');
  });

  it('gives null for empty or unreadable text', () => {
    expect(parseProviderDate('')).toBeNull();
    expect(parseProviderDate(null)).toBeNull();
    expect(parseProviderDate('soon')).toBeNull();
    expect(parseProviderDate('2024-13-45')).toBeNull();
  });
});

describe('parseProviderDeadline', () => {
  it('lets a bare date last until the end of that provider day', () => {
    expect(parseProviderDeadline('2024-02-24(GMT+8)')?.toISOString()).toBe('2024-02-24T15:59:59.000Z');
  });

  it('keeps a stated time', () => {
    expect(parseProviderDeadline('2024-02-24 12:00:00')?.toISOString()).toBe('2024-02-24T04:00:00.000Z');
  });
});

/**
 * RoameSIM dates: '2024-01-24(GMT+8)', '2024-01-24', '2024-01-24 10:00:00', sometimes ISO. Without
 * a zone they are the provider's local time (GMT+8). Unreadable or empty text gives null.
 */
const LOCAL =
  /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?\s*(?:\(?\s*(?:GMT|UTC)\s*([+-]\d{1,2})(?::?(\d{2}))?\s*\)?)?$/i;

export function parseProviderDate(text: string | null | undefined): Date | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  const match = LOCAL.exec(value);
  if (!match) {
    if (!/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
    const iso = new Date(value);
    return Number.isNaN(iso.getTime()) ? null : iso;
  }
  const [, day, hm, seconds, zoneHours, zoneMinutes] = match;
  const hours = zoneHours === undefined ? 8 : Number(zoneHours);
  const sign = hours < 0 || zoneHours?.startsWith('-') ? '-' : '+';
  const offset = `${sign}${String(Math.abs(hours)).padStart(2, '0')}:${zoneMinutes ?? '00'}`;
  const time = hm ? `${hm}${seconds ?? ':00'}` : '00:00:00';
  const date = new Date(`${day}T${time}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The end of a provider day: an expiry given as a bare date ('2024-02-24(GMT+8)') lasts until
 * that day's midnight in GMT+8; a date with a time is taken as is.
 */
export function parseProviderDeadline(text: string | null | undefined): Date | null {
  const date = parseProviderDate(text);
  if (!date) return null;
  const hasTime = /\d{2}:\d{2}/.test(text ?? '');
  return hasTime ? date : new Date(date.getTime() + 24 * 3_600_000 - 1000);
}

/** Small readers for answers whose field names and value types vary (string vs number, casing). */
export type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asRecord = (value: unknown): Raw => (isRecord(value) ? value : {});

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The first present field among several spellings, compared case-insensitively as a fallback. */
export function field(raw: Raw, ...names: string[]): unknown {
  for (const name of names) if (raw[name] !== undefined && raw[name] !== null) return raw[name];
  const lower = new Map(Object.keys(raw).map((key) => [key.toLowerCase(), key]));
  for (const name of names) {
    const key = lower.get(name.toLowerCase());
    if (key !== undefined && raw[key] !== undefined && raw[key] !== null) return raw[key];
  }
  return undefined;
}

export const text = (raw: Raw, ...names: string[]): string => {
  const value = field(raw, ...names);
  return value === undefined || typeof value === 'object' ? '' : String(value).trim();
};

/** A number from a number or a numeric string ("9.89", "0.0"); null when absent or not numeric. */
export const numberOrNull = (raw: Raw, ...names: string[]): number | null => {
  const value = field(raw, ...names);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim().replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

export const numberOr = (fallback: number, raw: Raw, ...names: string[]): number =>
  numberOrNull(raw, ...names) ?? fallback;

/** true for 1, "1", true, "true". */
export const flag = (raw: Raw, ...names: string[]): boolean => {
  const value = field(raw, ...names);
  return value === true || value === 1 || value === '1' || value === 'true';
};

export const textList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((item) => (isRecord(item) ? text(item, 'countryCode', 'code', 'name') : String(item)))
        .filter(Boolean)
    : typeof value === 'string' && value.trim()
      ? value.split(',').map((item) => item.trim())
      : [];

export const toMb = (flows: number, unit: string): number => {
  const u = unit.trim().toUpperCase();
  if (u.startsWith('G')) return flows * 1024;
  if (u.startsWith('K')) return flows / 1024;
  if (u.startsWith('T')) return flows * 1024 * 1024;
  return flows;
};

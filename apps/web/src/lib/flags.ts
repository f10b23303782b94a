import { FLAG_BASE, FLAG_CODES } from 'virtual:flags';

const CODES = new Set(FLAG_CODES.split(' '));

/**
 * The flag picture of a country (flag-icons, served by us as files; apps/web/build/flags-plugin.ts),
 * or undefined when the code has none.
 */
export function flagUrl(code: string): string | undefined {
  const key = code.toLowerCase();
  return /^[a-z]{2}$/.test(key) && CODES.has(key) ? `${FLAG_BASE}${key}.svg` : undefined;
}

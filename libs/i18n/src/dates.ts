import type { Language } from './language';

/**
 * Dates and times as the shop writes them, in English and Khmer, without the runtime's locale data
 * (Debian's Chromium has no Khmer; Node's ICU writes Khmer times with "AM/PM"). The shop's customers
 * live in Cambodia: every date is Phnom Penh time (UTC+7 all year, no daylight saving).
 */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';
const SHOP_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  km: ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'],
};

type DateInput = Date | string | number | null | undefined;

/** The wall-clock parts in Phnom Penh, or null for a missing or unreadable date. */
function shopParts(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const local = new Date(time + SHOP_UTC_OFFSET_MS);
  return {
    day: local.getUTCDate(),
    month: local.getUTCMonth(),
    year: local.getUTCFullYear(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
  };
}

const two = (value: number): string => String(value).padStart(2, '0');

/** '24 Nov 2026' / '24 វិច្ឆិកា 2026'; '—' when the date is missing or unreadable. */
export function formatDate(value: DateInput, language: Language): string {
  const parts = shopParts(value);
  if (!parts) return '—';
  return `${parts.day} ${MONTHS[language][parts.month]} ${parts.year}`;
}

/** '21:05' (24-hour clock in both languages). */
export function formatTime(value: DateInput): string {
  const parts = shopParts(value);
  return parts ? `${two(parts.hours)}:${two(parts.minutes)}` : '—';
}

/** '24 Nov 2026, 21:05' / '24 វិច្ឆិកា 2026, 21:05'. */
export function formatDateTime(value: DateInput, language: Language): string {
  const parts = shopParts(value);
  if (!parts) return '—';
  return `${formatDate(value, language)}, ${formatTime(value)}`;
}

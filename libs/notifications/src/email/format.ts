import type { Language } from '@app/i18n';

/** The shop's customers live in Cambodia: times are shown in Phnom Penh time. */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

const locale = (language: Language): string => (language === 'km' ? 'km-KH' : 'en-GB');

/** `22 Nov 2026` / `22 វិច្ឆិកា 2026`. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/** `22 Nov 2026, 21:58`. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: false,
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

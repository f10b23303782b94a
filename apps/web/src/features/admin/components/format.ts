import { formatUsd } from '@app/domain';
import { formatDate, formatDateTime, isLanguage } from '@app/i18n';
import i18next from 'i18next';

export const money = (cents: number): string => formatUsd(cents);

const language = () => (isLanguage(i18next.language) ? i18next.language : 'en');

/** A date and time in the admin's language, Phnom Penh time, 24-hour clock ('24 Nov 2026, 13:05'), without locale data. */
export const dateTime = (iso: string | null): string => (iso ? formatDateTime(iso, language()) : '—');

/** '24 Nov 2026'. */
export const dateOnly = (iso: string): string => formatDate(iso, language());

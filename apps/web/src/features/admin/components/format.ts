import { formatUsd } from '@app/domain';
import i18next from 'i18next';

export const money = (cents: number): string => formatUsd(cents);

/** A date (and time) in the admin's language and time zone. */
export const dateTime = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString(i18next.language === 'km' ? 'km-KH' : 'en-GB') : '—';

export const dateOnly = (iso: string): string =>
  new Date(iso).toLocaleDateString(i18next.language === 'km' ? 'km-KH' : 'en-GB');

/** Emails and the PDF write dates with the shop's one formatter (libs/i18n: Phnom Penh time, no locale data). */
export { SHOP_TIME_ZONE, formatDate, formatDateTime } from '@app/i18n';

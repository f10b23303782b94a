import { esimDateFact } from '@app/domain';
import { resources, type Language } from '@app/i18n';
import type { GuideEsim } from '../notification-kinds';
import { fill } from './fill';
import { formatDate } from './format';

/**
 * The date rows of one eSIM in the emails and the PDF guide (libs/domain's esimDateFact): before the
 * first connection "Install by …" and "Valid N days from first connection"; once active its expiry.
 */
export function esimDateRows(esim: GuideEsim, language: Language): [string, string][] {
  const common = resources[language].translation.notifications.common;
  const fact = esimDateFact({
    status: esim.status,
    activatedAt: esim.activatedAt,
    activateBefore: esim.activateBefore,
    expiresAt: esim.expiresAt,
    validDays: esim.days,
  });
  switch (fact.kind) {
    case 'install_by':
      return [
        ...(fact.installBy
          ? [[common.installBy, formatDate(fact.installBy, language)] as [string, string]]
          : []),
        [
          common.validity,
          fact.validDays === 1
            ? common.validOneDayFromFirstUse
            : fact.validDays
              ? fill(common.validFromFirstUse, { count: fact.validDays })
              : '—',
        ],
      ];
    case 'expires':
      return [[common.validUntil, fact.expiresAt ? formatDate(fact.expiresAt, language) : common.notStarted]];
    case 'expired':
      return [[common.expiredOn, formatDate(fact.expiresAt, language)]];
  }
}

/** An eSIM status as a word in the customer's language (never the provider's raw code). */
export function esimStatusWord(status: string | null | undefined, language: Language): string {
  const words = resources[language].translation.notifications.common.statuses;
  const key = (status ?? '').trim().toLowerCase();
  return key in words ? words[key as keyof typeof words] : words.other;
}

import { LPA_PREFIX, MB_PER_GB } from '@app/domain';
import { countryByCode } from '@app/catalogue';
import type { RoamesimCard } from '@app/providers';
import { parseProviderDate, parseProviderDeadline } from '../provider-dates';

/** What was sold on the order line (its snapshot), as an eSIM needs it. */
export interface SoldLine {
  destination: string;
  packageName: string;
  /** '5GB', '500MB'. */
  data: string;
  packageDays: number;
  isDayPass: boolean;
  /** DayPass: the days bought. */
  days: number | null;
  apiCode: string;
  countryCode: string;
}

export interface EsimDraft {
  iccid: string;
  smdpAddress: string;
  activationCode: string;
  lpa: string;
  status: string;
  destination: string;
  countryCode: string;
  plan: string;
  data: string;
  dataMb: number;
  days: number;
  customDays: number | null;
  isDayPass: boolean;
  apiCode: string;
  apn: string;
  usedMb: number | null;
  remainingMb: number | null;
  activateBefore: Date | null;
  activatedAt: Date | null;
  expiresAt: Date | null;
}

/** '5GB' → 5120, '500MB' → 500, '1.5 GB' → 1536; 0 when the label has no amount ('Unlimited'). */
export function labelToMb(label: string): number {
  const match = /(\d+(?:\.\d+)?)\s*(GB|MB)/i.exec(label);
  if (!match) return 0;
  const amount = Number(match[1]);
  return Math.round(match[2].toUpperCase() === 'GB' ? amount * MB_PER_GB : amount);
}

/** A card is usable once it carries an ICCID and either an LPA string or an SM-DP+ address and code. */
export const isCardComplete = (card: RoamesimCard): boolean =>
  card.iccid.trim() !== '' &&
  (card.lpa.startsWith(LPA_PREFIX) || (card.smdpAddress.trim() !== '' && card.activationCode.trim() !== ''));

const lpaOf = (card: RoamesimCard): string =>
  card.lpa.startsWith(LPA_PREFIX) ? card.lpa : `${LPA_PREFIX}${card.smdpAddress}$${card.activationCode}`;

/** The LPA string's parts, for an answer that gave only the string. */
function partsOf(lpa: string): { smdp: string; code: string } {
  const [, smdp = '', code = ''] = lpa.split('$');
  return { smdp, code };
}

/** One delivered card as the eSIM row to store. */
export function draftFromCard(card: RoamesimCard, line: SoldLine): EsimDraft {
  const lpa = lpaOf(card);
  const parts = partsOf(lpa);
  const dataMb = labelToMb(line.data);
  const activatedAt = parseProviderDate(card.startDate);
  const activateBefore = parseProviderDeadline(card.activateBefore);
  const usedMb = line.isDayPass ? null : (card.usedMb ?? null);
  return {
    iccid: card.iccid.trim(),
    smdpAddress: card.smdpAddress.trim() || parts.smdp,
    activationCode: card.activationCode.trim() || parts.code,
    lpa,
    status: activatedAt ? 'active' : 'not_installed',
    destination: line.destination,
    // alpha-2 as stored; a line sold from RoameSIM's numeric code ("40") reads as AT too
    countryCode: countryByCode(line.countryCode)?.code ?? '',
    plan: line.packageName,
    data: line.data,
    dataMb,
    days: line.packageDays,
    customDays: line.isDayPass ? line.days : null,
    isDayPass: line.isDayPass,
    apiCode: line.apiCode,
    apn: card.apn.slice(0, 64),
    usedMb,
    remainingMb: usedMb === null || dataMb === 0 ? null : Math.max(0, round1(dataMb - usedMb)),
    activateBefore,
    activatedAt,
    expiresAt: parseProviderDeadline(card.endDate) ?? activateBefore,
  };
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

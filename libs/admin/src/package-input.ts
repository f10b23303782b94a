import { BadRequestException } from '@nestjs/common';
import type { AdminPackageInput } from '@app/contracts';
import { DAYPASS_MAX_DAYS, DAYPASS_MIN_DAYS, isDayPassApiCode, MB_PER_GB } from '@app/domain';

/** The fields RoameSIM owns on a synced package: the next sync would write them back. */
export const PROVIDER_OWNED_FIELDS = [
  'destination',
  'continent',
  'data',
  'days',
  'countryCode',
  'costCents',
  'apiCode',
  'type',
  'plan',
] as const satisfies readonly (keyof AdminPackageInput)[];

const invalid = (message: string): never => {
  throw new BadRequestException({ message, code: 'VALIDATION_ERROR' });
};

/** '1GB', '500MB', '1.5 GB' → the stored text, unit and megabytes; anything else is a 400. */
export function parsePackageData(data: string): { data: string; unit: string; dataMb: number } {
  const match = /^(\d{1,5}(?:\.\d{1,2})?)\s*(MB|GB)$/i.exec(data.trim());
  if (!match) invalid("data must be an amount with MB or GB, such as '1GB' or '500MB'");
  const amount = Number(match![1]);
  const unit = match![2].toUpperCase();
  if (amount <= 0) invalid('data must be more than 0');
  return {
    data: `${match![1]}${unit}`,
    unit,
    dataMb: Math.round(unit === 'GB' ? amount * MB_PER_GB : amount),
  };
}

/**
 * The type follows the API code: RoameSIM marks a DayPass by a '?' in it, and the code is what is
 * ordered, so a DayPass type on a fixed code (or the reverse) would sell one thing and deliver
 * another. A DayPass is sold for 1 to 30 days.
 */
export function checkTypeAgainstApiCode(
  type: AdminPackageInput['type'],
  apiCode: string,
  days: number,
): void {
  const dayPass = isDayPassApiCode(apiCode);
  if (type === 'DayPass' && !dayPass)
    invalid("type DayPass needs an apiCode with '?' (RoameSIM's DayPass mark)");
  if (type === 'Fixed' && dayPass) invalid("type must be DayPass: an apiCode with '?' is a DayPass");
  if (type === 'DayPass' && (days < DAYPASS_MIN_DAYS || days > DAYPASS_MAX_DAYS))
    invalid(`days must be ${DAYPASS_MIN_DAYS} to ${DAYPASS_MAX_DAYS} for a DayPass`);
}

/** A package is never sold for nothing: a $0.00 order could only expire at the gateway. */
export function checkSalePrice(priceCents: number | undefined): void {
  if (priceCents !== undefined && !(Number.isInteger(priceCents) && priceCents > 0))
    invalid('priceCents must be more than 0');
}

/**
 * A bulk change that would leave a listed package at $0.00 is refused as a whole (a percentage
 * cannot lift a zero price): those packages need a price of their own first.
 */
export function checkBulkPrices(rows: { id: number; price: number }[]): void {
  const free = rows.filter((row) => row.price <= 0).map((row) => row.id);
  if (free.length)
    invalid(
      `${free.length} listed package(s) would be priced at $0.00 (ids ${free.slice(0, 10).join(', ')}): set their price first`,
    );
}

/** A synced package takes only price and availability from the panel (400 naming the first other field). */
export function checkEditableOnSynced(patch: Partial<AdminPackageInput>): void {
  const field = PROVIDER_OWNED_FIELDS.find((key) => patch[key] !== undefined);
  if (field) invalid(`${field} comes from RoameSIM and cannot be edited on a synced package`);
}

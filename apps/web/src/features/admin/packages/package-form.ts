import type { AdminPackageInput, AdminPackageRow, AdminPackageType } from '@app/contracts';
import { fromDecimalString, toDecimalString } from '@app/domain';

/** The package dialog's fields as typed (prices as dollar text, days as text). */
export interface PackageForm {
  destination: string;
  continent: string;
  data: string;
  days: string;
  countryCode: string;
  price: string;
  cost: string;
  apiCode: string;
  type: AdminPackageType;
  plan: string;
}

export const formOf = (row: AdminPackageRow | null): PackageForm => ({
  destination: row?.destination ?? '',
  continent: row?.continent ?? '',
  data: row?.data ?? '',
  days: row ? String(row.days) : '',
  countryCode: row?.countryCode ?? '',
  price: row ? toDecimalString(row.priceCents) : '',
  cost: row ? toDecimalString(row.costCents) : '',
  apiCode: row?.apiCode ?? '',
  type: row?.type ?? 'Fixed',
  plan: row?.plan ?? '',
});

/** Dollar text → cents; null when it is not an amount (the dialog says so). */
const centsOf = (text: string): number | null => {
  try {
    return fromDecimalString(text.trim());
  } catch {
    return null;
  }
};

/**
 * The request body: every field for a new package, only the changed ones for an edit (admin §5;
 * days parsed as an integer). Null when a price is not an amount.
 */
export function packageBody(
  form: PackageForm,
  row: AdminPackageRow | null,
): Partial<AdminPackageInput> | null {
  const priceCents = centsOf(form.price);
  const costCents = centsOf(form.cost || '0');
  if (priceCents === null || costCents === null) return null;
  const input: AdminPackageInput = {
    destination: form.destination,
    continent: form.continent,
    data: form.data,
    days: Number.parseInt(form.days, 10),
    countryCode: form.countryCode,
    priceCents,
    costCents,
    apiCode: form.apiCode,
    type: form.type,
    plan: form.plan,
  };
  if (!row) return input;
  return Object.fromEntries(
    (Object.keys(input) as (keyof AdminPackageInput)[])
      .filter((key) => input[key] !== row[key])
      .map((key) => [key, input[key]]),
  ) as Partial<AdminPackageInput>;
}

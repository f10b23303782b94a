import type { AdminPackageRow } from '@app/contracts';
import { csvDocument, toDecimalString } from '@app/domain';

/** The columns the admin package list, its CSV and the edits answer with. */
export const PACKAGE_ROW_SELECT = `SELECT p.id, p.destination, p.continent, p.country_code, p.data, p.days,
  p.retail_cents, p.wholesale_cents, p.api_code, p.is_day_pass, p.name, p.is_available,
  p.withdrawn_at IS NOT NULL AS withdrawn, p.origin FROM package p`;

/** Destination, then API code: a stable order for paging. */
export const PACKAGE_ROW_ORDER = 'ORDER BY p.destination, p.api_code, p.id';

export interface PackageRowRecord {
  id: number;
  destination: string;
  continent: string;
  country_code: string;
  data: string;
  days: number;
  retail_cents: number;
  wholesale_cents: number;
  api_code: string;
  is_day_pass: boolean;
  name: string;
  is_available: boolean;
  withdrawn: boolean;
  origin: 'roamesim' | 'admin';
}

export const toAdminPackageRow = (row: PackageRowRecord): AdminPackageRow => ({
  id: row.id,
  destination: row.destination,
  continent: row.continent,
  countryCode: row.country_code,
  data: row.data,
  days: row.days,
  priceCents: row.retail_cents,
  costCents: row.wholesale_cents,
  apiCode: row.api_code,
  type: row.is_day_pass ? 'DayPass' : 'Fixed',
  plan: row.name,
  isAvailable: row.is_available,
  withdrawn: row.withdrawn,
  origin: row.origin,
});

const CSV_HEADER = [
  'id',
  'destination',
  'continent',
  'country_code',
  'data',
  'days',
  'price_usd',
  'cost_usd',
  'api_code',
  'type',
  'plan',
  'available',
  'withdrawn',
  'origin',
];

/** The Packages export: a header line and one line per package, CRLF-separated. */
export function packagesCsv(rows: readonly PackageRowRecord[]): string {
  return csvDocument(
    CSV_HEADER,
    rows.map((row) => {
      const view = toAdminPackageRow(row);
      return [
        view.id,
        view.destination,
        view.continent,
        view.countryCode,
        view.data,
        view.days,
        toDecimalString(view.priceCents),
        toDecimalString(view.costCents),
        view.apiCode,
        view.type,
        view.plan,
        view.isAvailable,
        view.withdrawn,
        view.origin,
      ];
    }),
  );
}

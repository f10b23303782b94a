import type { AdminPage } from './admin';

/**
 * The admin Packages and Settings tabs (docs/admin.md): /api/admin/packages…,
 * /api/packages/bulk-price-update, /api/admin/settings. Money is integer cents (USD).
 */
export type AdminPackageType = 'Fixed' | 'DayPass';

export interface AdminPackageRow {
  id: number;
  destination: string;
  continent: string;
  countryCode: string;
  data: string;
  days: number;
  priceCents: number;
  /** What RoameSIM charges us (wholesale; as entered for a hand-made package). */
  costCents: number;
  apiCode: string;
  type: AdminPackageType;
  /** The plan description (the provider's plan name for a synced package). */
  plan: string;
  isAvailable: boolean;
  /** The provider stopped listing it: not sold, whatever the switch says. */
  withdrawn: boolean;
  /** 'roamesim': only price and availability are ours to edit; 'admin': every field. */
  origin: 'roamesim' | 'admin';
}

export interface AdminPackageStats {
  total: number;
  available: number;
  continents: number;
  /** The continent filter's values, as stored ('Common' marks regional packages). */
  continentNames: string[];
}

export type AdminPackagePage = AdminPage<AdminPackageRow> & { stats: AdminPackageStats };

/** POST /api/admin/packages; PATCH sends only the changed fields. */
export interface AdminPackageInput {
  destination: string;
  continent: string;
  data: string;
  days: number;
  countryCode: string;
  priceCents: number;
  costCents: number;
  apiCode: string;
  type: AdminPackageType;
  plan: string;
}

/** DELETE /api/admin/packages/{id}: deleted outright, or withdrawn because it was sold or synced. */
export interface AdminPackageDeleteResult {
  deleted: boolean;
  withdrawn: boolean;
}

export interface AdminSettings {
  markup: number;
  /** Where the markup comes from: an admin's setting, or PRICE_MARKUP. */
  markupSource: 'setting' | 'environment';
  version: string;
  database: string;
}

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A country of a package's coverage. */
export interface StoredCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English. */
  name: string;
  /** Khmer (rows synced before it was stored lack it: countryNameKm(code) gives it). */
  nameKm?: string;
}

/** One network of a package: operator and technology, in a covered country. */
export interface StoredNetwork {
  operator: string;
  type: string;
  country: string;
}

export type PackageOrigin = 'roamesim' | 'admin';

/**
 * One package of the catalogue, as RoameSIM lists it (keyed by its priceid and its apiCode), with
 * our retail price. Money in integer cents.
 */
@Entity('package')
export class CataloguePackage {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ name: 'price_id', type: 'int', unique: true })
  priceId: number;

  @Column({ name: 'api_code', type: 'varchar', length: 120, unique: true })
  apiCode: string;

  @Column({ name: 'sku_id', type: 'int' })
  skuId: number;

  @Column({ type: 'varchar', length: 160 })
  destination: string;

  @Column({ name: 'country_code', type: 'varchar', length: 16 })
  countryCode: string;

  @Column({ type: 'varchar', length: 60, default: '' })
  continent: string;

  /** The provider's plan name ('Thailand 1GB 7 Days'). */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** '1GB', '500MB' (per day for a DayPass). */
  @Column({ type: 'varchar', length: 24 })
  data: string;

  @Column({ type: 'varchar', length: 8 })
  unit: string;

  @Column({ name: 'data_mb', type: 'int' })
  dataMb: number;

  @Column({ type: 'int' })
  days: number;

  @Column({ name: 'is_day_pass', type: 'boolean' })
  isDayPass: boolean;

  @Column({ name: 'min_days', type: 'int', nullable: true })
  minDays: number | null;

  @Column({ name: 'max_days', type: 'int', nullable: true })
  maxDays: number | null;

  @Column({ name: 'wholesale_cents', type: 'int' })
  wholesaleCents: number;

  @Column({ name: 'retail_cents', type: 'int' })
  retailCents: number;

  @Column({ type: 'boolean' })
  renewable: boolean;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  countries: StoredCountry[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  networks: StoredNetwork[];

  /** The provider's terms, as plain text lines. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  remark: string[];

  /** An admin can take a package off sale. */
  @Column({ name: 'is_available', type: 'boolean', default: true })
  isAvailable: boolean;

  /** Set when the provider stopped listing the package; it is not sold then. */
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null;

  /** 'roamesim' (synced) or 'admin' (entered in the Packages tab). */
  @Column({ type: 'varchar', length: 16, default: 'roamesim' })
  origin: PackageOrigin;

  /** An admin removed the package: it stays withdrawn (order lines keep their snapshot). */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  @Column({ name: 'first_seen_at', type: 'timestamptz', default: () => 'now()' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

/** On sale: an admin has not taken the package off sale and the provider still lists it. */
export const isOnSale = (pkg: Pick<CataloguePackage, 'isAvailable' | 'withdrawnAt'>): boolean =>
  pkg.isAvailable && pkg.withdrawnAt === null;

/** The same rule in SQL, for the `package` row under `alias`. */
export const onSaleSql = (alias: string): string => `${alias}.is_available AND ${alias}.withdrawn_at IS NULL`;

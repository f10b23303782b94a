import type { CatalogueStats, DestinationSummary, PackageSummary } from '@app/contracts';
import { classifyDestination, compareDestinationNames, groupByDestination } from '@app/domain';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DEVICE_COMPATIBILITY } from './device-compatibility';
import { completeView, destinationNameKm, toSummary, toView, type StoredPackage } from './package-views';
import { isPopular } from './popular';

/** A response body serialized once per catalogue version, with its weak ETag. */
export interface CachedResponse {
  body: string;
  etag: string;
  /** The body as UTF-8 bytes, encoded once (a request then copies no string). */
  bytes: Buffer;
  /** The body gzipped (made on first use, then kept), or null when it is too small to gain. */
  gzipped(): Buffer | null;
}

/** Bodies smaller than this are sent as they are. */
const GZIP_MIN_BYTES = 1024;

export const cachedResponse = (value: unknown): CachedResponse => {
  const body = JSON.stringify(value);
  let gzipped: Buffer | null | undefined;
  return {
    body,
    bytes: Buffer.from(body),
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    gzipped: () => (gzipped ??= Buffer.byteLength(body) < GZIP_MIN_BYTES ? null : gzipSync(body)),
  };
};

const byListOrder = (a: StoredPackage, b: StoredPackage): number =>
  compareDestinationNames(a.destination, b.destination) ||
  Number(a.isDayPass) - Number(b.isDayPass) ||
  a.dataMb - b.dataMb ||
  a.days - b.days ||
  a.id - b.id;

/**
 * Everything on sale at one catalogue version, and the responses built from it (each built on first
 * use, then served as the same string until the version changes).
 */
export class CatalogueSnapshot {
  readonly packages: readonly StoredPackage[];
  private readonly byId: Map<number, StoredPackage>;
  private readonly byDestination = new Map<string, StoredPackage[]>();
  private readonly responses = new Map<string, CachedResponse>();
  private groups?: DestinationSummary[];

  constructor(
    readonly version: number,
    packages: readonly StoredPackage[],
    /** When the version was bumped: the catalogue pages' lastmod in the sitemap. */
    readonly changedAt: Date = new Date(0),
  ) {
    this.packages = [...packages].sort(byListOrder);
    this.byId = new Map(this.packages.map((pkg) => [pkg.id, pkg]));
    for (const pkg of this.packages) {
      const key = pkg.destination.trim();
      const list = this.byDestination.get(key);
      if (list) list.push(pkg);
      else this.byDestination.set(key, [pkg]);
    }
  }

  /** Drops the serialised answers kept for reuse (rebuilt on the next read); returns how many. */
  dropResponses(): number {
    const count = this.responses.size;
    this.responses.clear();
    return count;
  }

  private memo(key: string, build: () => unknown): CachedResponse {
    let response = this.responses.get(key);
    if (!response) {
      response = cachedResponse(build());
      this.responses.set(key, response);
    }
    return response;
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  get(id: number): StoredPackage | undefined {
    return this.byId.get(id);
  }

  destinations(): DestinationSummary[] {
    this.groups ??= groupByDestination(
      this.packages.map((pkg) => ({
        ...pkg,
        priceCents: pkg.retailCents,
        destinationKm: destinationNameKm(pkg),
      })),
    );
    return this.groups;
  }

  stats(): CatalogueStats {
    const groups = this.destinations();
    const covered = new Set(this.packages.flatMap((pkg) => pkg.countries.map((country) => country.code)));
    const countries = groups.filter((group) => group.kind === 'country').length;
    return {
      destinations: groups.length,
      countries,
      regions: groups.length - countries,
      packages: this.packages.length,
      countriesCovered: covered.size,
    };
  }

  listResponse(): CachedResponse {
    return this.memo('list', () => this.packages.map(toSummary));
  }

  popularResponse(): CachedResponse {
    return this.memo('popular', (): PackageSummary[] =>
      this.packages
        .filter((pkg) => isPopular(pkg, classifyDestination(pkg.destination, pkg.continent) === 'region'))
        .map(toSummary),
    );
  }

  destinationsResponse(): CachedResponse {
    return this.memo('destinations', () => this.destinations());
  }

  statsResponse(): CachedResponse {
    return this.memo('stats', () => this.stats());
  }

  packageResponse(id: number): CachedResponse | null {
    const pkg = this.byId.get(id);
    return pkg ? this.memo(`package:${id}`, () => toView(pkg)) : null;
  }

  completeResponse(id: number): CachedResponse | null {
    const pkg = this.byId.get(id);
    if (!pkg) return null;
    return this.memo(`complete:${id}`, () =>
      completeView(pkg, this.byDestination.get(pkg.destination.trim()) ?? [pkg]),
    );
  }

  /** The destination a /destinations/{slug} address names (its slug as the card has it), or undefined. */
  destination(slug: string): DestinationSummary | undefined {
    return this.destinations().find((group) => group.slug === slug);
  }

  /** A destination's page: the complete view of its default (cheapest fixed) package. */
  destinationResponse(slug: string): CachedResponse | null {
    const group = this.destination(slug);
    return group ? this.completeResponse(group.defaultPackageId) : null;
  }

  devicesResponse(id: number): CachedResponse | null {
    return this.byId.has(id) ? this.memo('devices', () => DEVICE_COMPATIBILITY) : null;
  }
}

/**
 * Which date an eSIM shows (customer-area §4), in one place for the web, the emails and the PDF.
 * Before the first connection a plan has no expiry yet: the provider's end date then is the last
 * day to install it, and the plan runs its N days from the first connection. Only once the eSIM is
 * active does it have an expiry (the provider's end date).
 */

export interface EsimDateInput {
  status?: string | null;
  activatedAt?: Date | string | null;
  /** The provider's install-before date. */
  activateBefore?: Date | string | null;
  /** The provider's end date (before activation RoameSIM reports the install-before date here). */
  expiresAt?: Date | string | null;
  /** The plan's validity in days (a DayPass: its days bought). */
  validDays?: number | null;
}

export type EsimDateFact =
  /** Not started: install by this date (null when the provider gave none); valid N days from first connection. */
  | { kind: 'install_by'; installBy: string | null; validDays: number | null }
  /** Running: ends on this date (null when the provider has not reported it yet). */
  | { kind: 'expires'; expiresAt: string | null }
  /** Ended. */
  | { kind: 'expired'; expiresAt: string | null };

const STARTED: ReadonlySet<string> = new Set(['active', 'activated', 'installed', 'inactive', 'expired']);

const iso = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Started = the provider reported a first connection, or a status that only follows one. */
export function esimHasStarted(esim: Pick<EsimDateInput, 'status' | 'activatedAt'>): boolean {
  return iso(esim.activatedAt) !== null || STARTED.has((esim.status ?? '').trim().toLowerCase());
}

export function esimDateFact(esim: EsimDateInput): EsimDateFact {
  if (!esimHasStarted(esim)) {
    const validDays = esim.validDays && esim.validDays > 0 ? esim.validDays : null;
    return { kind: 'install_by', installBy: iso(esim.activateBefore) ?? iso(esim.expiresAt), validDays };
  }
  const expiresAt = iso(esim.expiresAt);
  if ((esim.status ?? '').trim().toLowerCase() === 'expired') return { kind: 'expired', expiresAt };
  return { kind: 'expires', expiresAt };
}

import { KNOWN_ESIM_STATUSES } from '@app/domain';

const KNOWN: ReadonlySet<string> = new Set(KNOWN_ESIM_STATUSES);

/** Provider wordings of the spec's statuses. */
const SYNONYMS: Readonly<Record<string, string>> = {
  notinstalled: 'not_installed',
  not_install: 'not_installed',
  uninstalled: 'not_installed',
  not_activated: 'not_installed',
  unused: 'not_installed',
  new: 'not_installed',
  in_use: 'active',
  using: 'active',
  enabled: 'active',
  waiting: 'pending',
  queued: 'pending',
  not_started: 'pending',
  disabled: 'inactive',
  suspended: 'inactive',
  used_up: 'expired',
  ended: 'expired',
  finished: 'expired',
  canceled: 'cancelled',
  refunded: 'cancelled',
  void: 'cancelled',
  obsolete: 'cancelled',
  unsubscribed: 'cancelled',
};

/**
 * One provider status as one of the spec's statuses (provisioned, ready, active, activated,
 * installed, inactive, pending, not_installed, expired, cancelled). Wording differences are
 * folded in; a status the spec does not know is kept, cleaned (it shows grey, as the spec says
 * for "anything else"); nothing at all is null.
 */
export function normaliseEsimStatus(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const cleaned = String(raw)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 24);
  if (!cleaned) return null;
  if (KNOWN.has(cleaned)) return cleaned;
  return SYNONYMS[cleaned] ?? cleaned;
}

/** RoameSIM order statuses (providers.md 3.6) that end an eSIM: 2 cancelled, 3 void, 6 unsubscribing. */
const CANCELLED_ORDER = new Set([2, 3, 6]);
/** 5 = ended. */
const ENDED_ORDER = 5;

/** The most "alive" status wins when an eSIM carries several plans (its own and top-ups). */
const PRIORITY = [
  'active',
  'activated',
  'installed',
  'ready',
  'pending',
  'not_installed',
  'provisioned',
  'inactive',
  'expired',
  'cancelled',
];

/**
 * The eSIM's status from its main provider order's status code and the statuses of its plans (the
 * first one and any top-ups). Null when the provider said nothing usable (keep what we have).
 */
export function esimStatusFromProvider(input: {
  orderStatus: number | null;
  planStatuses: readonly (string | null | undefined)[];
}): string | null {
  if (input.orderStatus !== null && CANCELLED_ORDER.has(input.orderStatus)) return 'cancelled';
  const statuses = input.planStatuses
    .map((status) => normaliseEsimStatus(status))
    .filter((status): status is string => status !== null);
  if (statuses.length === 0) return input.orderStatus === ENDED_ORDER ? 'expired' : null;
  const ranked = [...statuses].sort((a, b) => rank(a) - rank(b));
  return ranked[0];
}

const rank = (status: string): number => {
  const index = PRIORITY.indexOf(status);
  // an unknown status ranks just above expired: it is shown, but any known live status wins
  return index === -1 ? PRIORITY.indexOf('expired') - 0.5 : index;
};

import { containsPattern as contains } from '@app/accounts';
import type { AdminPackageType } from '@app/contracts';

export const ADMIN_PACKAGE_TYPES: readonly AdminPackageType[] = ['Fixed', 'DayPass'];

export interface AdminPackageQuery {
  page: number;
  pageSize: number;
  /** Part of the destination or of the API code. */
  search?: string;
  /** A stored continent ('Common' marks regional packages). */
  continent?: string;
  type?: AdminPackageType;
}

/** Packages an admin removed are gone from the panel (kept only for the order lines' history). */
export const LISTED_PACKAGES_SQL = 'p.removed_at IS NULL';

/**
 * The WHERE clause of the admin package list and its parameters (numbered from $1): the one place
 * the list's filters are defined, used by the page, its count and the CSV export.
 */
export function packageFilters(query: Pick<AdminPackageQuery, 'search' | 'continent' | 'type'>): {
  where: string;
  params: unknown[];
} {
  const clauses = [LISTED_PACKAGES_SQL];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.continent) clauses.push(`p.continent = ${param(query.continent)}`);
  if (query.type) clauses.push(`p.is_day_pass = ${param(query.type === 'DayPass')}`);
  const term = query.search?.trim();
  if (term) {
    const like = param(contains(term));
    clauses.push(`(p.destination ILIKE ${like} OR p.api_code ILIKE ${like})`);
  }
  return { where: `WHERE ${clauses.join(' AND ')}`, params };
}

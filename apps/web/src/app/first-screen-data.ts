import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { firstScreenApiPaths } from '@app/contracts';
import { catalogueStatsQuery } from '../features/catalogue/api/get-catalogue-stats';
import { destinationCompleteQuery } from '../features/catalogue/api/get-destination-complete';
import { packageCompleteQuery } from '../features/catalogue/api/get-package-complete';
import { popularPackagesQuery } from '../features/catalogue/api/get-popular-packages';
import { shopStatusQuery } from '../features/shop/api/shop-status';
import { currentUserQuery } from '../lib/current-user';
import { exchangeRateQuery } from '../lib/exchange-rate';

/** The longest the first render waits for its data; after it, the page shows its loading state. */
export const FIRST_DATA_WAIT_MS = 1500;

type Prefetch = ((client: QueryClient) => Promise<void>) & { queryKey: QueryKey };
const prefetch = <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): Prefetch =>
  Object.assign((client: QueryClient) => client.prefetchQuery(query), {
    queryKey: query.queryKey as QueryKey,
  });

/** Puts the server's answer to one of firstScreenApiPaths in the cache, as if the page had read it. */
export function seedFirstScreenData(
  client: QueryClient,
  apiPath: string,
  data: unknown,
  readAt?: number,
): void {
  client.setQueryData(firstScreenQuery(apiPath).queryKey, data, { updatedAt: readAt });
}

const QUERIES: Record<string, Prefetch> = {
  '/api/auth/user': prefetch(currentUserQuery()),
  '/api/shop/status': prefetch(shopStatusQuery),
  '/api/exchange-rate': prefetch(exchangeRateQuery),
  '/api/packages/popular': prefetch(popularPackagesQuery()),
  '/api/catalogue/stats': prefetch(catalogueStatsQuery()),
};

/** The query that reads one of libs/contracts' firstScreenApiPaths. */
export function firstScreenQuery(apiPath: string): Prefetch {
  const id = /^\/api\/packages\/(\d+)\/complete$/.exec(apiPath)?.[1];
  if (id !== undefined) return prefetch(packageCompleteQuery(Number(id)));
  const slug = /^\/api\/destinations\/([a-z0-9-]+)$/.exec(apiPath)?.[1];
  if (slug !== undefined) return prefetch(destinationCompleteQuery(slug));
  const query = QUERIES[apiPath];
  if (!query) throw new Error(`no query reads ${apiPath}`);
  return query;
}

/**
 * Fetches the first screen's data (libs/contracts' firstScreenApiPaths; the page's Link header has
 * already asked for it) while the app's code and texts load (main.tsx), so the first render shows
 * the page with its data: one paint, no loading placeholders replaced a moment later, no second
 * render as the answers land. Resolves when every answer is in (a failure included: the page shows
 * it) or after FIRST_DATA_WAIT_MS, whichever comes first; it never rejects.
 */
export function fetchFirstScreenData(client: QueryClient, pathname: string): Promise<void> {
  const queries = firstScreenApiPaths(pathname).map(firstScreenQuery);
  if (queries.length === 0) return Promise.resolve();
  // prefetchQuery never throws: a failed query is kept in the cache as failed
  const answers = Promise.all(queries.map((query) => query(client)));
  const limit = new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS));
  return Promise.race([answers.then(() => undefined), limit]);
}

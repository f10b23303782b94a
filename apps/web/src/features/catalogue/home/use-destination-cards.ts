import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DestinationSummary } from '@app/contracts';
import { groupByDestination, matchesDestinationSearch, searchText } from '@app/domain';
import { destinationsQuery, useDestinations } from '../api/get-destinations';
import { usePopularPackages } from '../api/get-popular-packages';

export type HomeTab = 'popular' | 'countries' | 'regions';
export const HOME_TABS: readonly HomeTab[] = ['popular', 'countries', 'regions'];

/**
 * The cards a home tab shows. Popular groups the popular packages with the same rule the server
 * uses for every destination; Countries and Regions filter the server's cards by kind. A search
 * looks through every destination of the tab's kind (Popular: all of them) with libs/domain's one
 * search rule: English and Khmer names, ISO codes and the alias list (USA, UK, Bali, …).
 */
export function useDestinationCards(tab: HomeTab, query: string) {
  const wanted = searchText(query);
  const usesPopular = tab === 'popular' && !wanted;
  // Every destination is needed by the other tabs and a search; on the Popular tab it is fetched
  // when the page is idle, so its arrival does not re-render the first screen.
  const all = useDestinations(!usesPopular);
  usePrefetchDestinationsWhenIdle();
  const popular = usePopularPackages();
  const popularCards = useMemo(
    () => (popular.data ? (groupByDestination(popular.data) as DestinationSummary[]) : undefined),
    [popular.data],
  );
  const source = usesPopular ? popular : all;
  const cards = useMemo(() => {
    const list = usesPopular
      ? popularCards
      : all.data?.filter((card) =>
          tab === 'countries' ? card.kind === 'country' : tab === 'regions' ? card.kind === 'region' : true,
        );
    return wanted ? list?.filter((card) => matchesDestinationSearch(card, wanted)) : list;
  }, [usesPopular, popularCards, all.data, tab, wanted]);
  return {
    cards,
    isLoading: source.isLoading,
    isError: source.isError,
    retry: () => void source.refetch(),
  };
}

/** Fetches every destination into the cache once the browser is idle (or after a second where it cannot tell). */
function usePrefetchDestinationsWhenIdle() {
  const client = useQueryClient();
  useEffect(() => {
    const fetch = () => void client.prefetchQuery(destinationsQuery());
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(fetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(fetch, 1000);
    return () => clearTimeout(timer);
  }, [client]);
}

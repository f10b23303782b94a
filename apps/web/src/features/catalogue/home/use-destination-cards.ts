import { useMemo } from 'react';
import type { DestinationSummary } from '@app/contracts';
import { groupByDestination, matchesDestinationSearch, searchText } from '@app/domain';
import { useDestinations } from '../api/get-destinations';
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
  const all = useDestinations();
  const popular = usePopularPackages();
  const popularCards = useMemo(
    () => (popular.data ? (groupByDestination(popular.data) as DestinationSummary[]) : undefined),
    [popular.data],
  );
  const wanted = searchText(query);
  const usesPopular = tab === 'popular' && !wanted;
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

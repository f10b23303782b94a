import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DestinationSummary } from '@app/contracts';
import { DestinationCard } from './destination-card';

/** Cards in the list's first render, then in each later batch (a phone shows about three at once). */
export const CARD_BATCH = 4;

/**
 * How many of `total` cards to render: CARD_BATCH at first, then CARD_BATCH more after each paint,
 * every batch a task of its own. The first screen paints sooner, and a long list (Countries holds
 * ~150) never blocks a tap for the length of its whole render.
 */
function useCardsInBatches(total: number): number {
  const [shown, setShown] = useState(CARD_BATCH);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + CARD_BATCH));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

interface Props {
  cards: DestinationSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
  signedIn: boolean;
}

/** The cards of the chosen tab, or the loading, failure and empty states. */
export function DestinationList({ cards, isLoading, isError, retry, signedIn }: Props) {
  const { t } = useTranslation();
  const shown = useCardsInBatches(cards?.length ?? 0);
  if (isLoading) {
    return (
      <p className="list-state muted" role="status">
        {t('catalogue.home.loading')}
      </p>
    );
  }
  if (isError || !cards) {
    return (
      <div className="list-state" role="alert">
        <p>{t('catalogue.home.loadFailed')}</p>
        <button className="secondary" onClick={retry}>
          {t('catalogue.home.retry')}
        </button>
      </div>
    );
  }
  if (cards.length === 0) {
    return (
      <div className="list-state" data-testid="no-packages">
        <p className="list-state-title">{t('catalogue.home.noPackages')}</p>
        <p className="muted">{t('catalogue.home.tryAdjusting')}</p>
      </div>
    );
  }
  return (
    <ul className="destination-list" data-testid="destination-list">
      {cards.slice(0, shown).map((card) => (
        <DestinationCard key={card.destination} card={card} signedIn={signedIn} />
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import type { DestinationSummary } from '@app/contracts';
import { DestinationCard } from './destination-card';

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
      {cards.map((card) => (
        <DestinationCard key={card.destination} card={card} signedIn={signedIn} />
      ))}
    </ul>
  );
}

import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DestinationSummary } from '@app/contracts';
import { formatUsd } from '@app/domain';
import { Riel } from '../../../components/riel';
import { destinationName } from '../../../lib/destination-name';
import { DestinationImage } from '../components/destination-image';

/** The card's picture: 56 px wide on phones; on wide screens the width of a grid column (catalogue.css). */
const CARD_IMAGE_SIZES = '(min-width: 768px) 300px, 56px';

/**
 * One destination: flag or region picture, name, 'N plans' with the fixed and DayPass counts, and
 * the price range. Visitors open /package/{id}; signed-in customers /destinations/{slug}. Memoised:
 * the home re-renders as its other queries answer, a card only when its own data changes.
 */
export const DestinationCard = memo(function DestinationCard({
  card,
  signedIn,
}: {
  card: DestinationSummary;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const to = signedIn ? `/destinations/${card.slug}` : `/package/${card.defaultPackageId}`;
  const range =
    card.minPriceCents === card.maxPriceCents
      ? formatUsd(card.minPriceCents)
      : `${formatUsd(card.minPriceCents)} – ${formatUsd(card.maxPriceCents)}`;
  return (
    <li>
      <Link className="destination-card" to={to} data-testid="destination-card">
        <DestinationImage
          image={card.image}
          name={card.destination}
          className="destination-card-image"
          sizes={CARD_IMAGE_SIZES}
        />
        <span className="destination-card-body">
          <span className="destination-card-name">{destinationName(card, i18n.language)}</span>
          <span className="destination-card-plans">
            {t('catalogue.home.plans', { count: card.planCount })}
          </span>
          <span className="destination-card-kinds muted">
            {t('catalogue.home.planKinds', { fixed: card.fixedCount, dayPass: card.dayPassCount })}
          </span>
        </span>
        <span className="destination-card-price">
          {range}
          <Riel cents={card.minPriceCents} />
        </span>
      </Link>
    </li>
  );
});

import { useTranslation } from 'react-i18next';
import { marketingFigure } from '@app/domain';
import { useCatalogueStats } from '../api/get-catalogue-stats';

/** 'Stay Connected Anywhere' with the destination count the catalogue really has ('150+' for 154). */
export function PromoBanner() {
  const { t } = useTranslation();
  const stats = useCatalogueStats();
  const figure = stats.data ? marketingFigure(stats.data.destinations) : null;
  return (
    <section className="promo-banner" aria-labelledby="promo-title">
      <h1 id="promo-title">{t('catalogue.home.bannerTitle')}</h1>
      {figure && figure.value > 0 ? (
        <p data-testid="promo-figure">
          {t('catalogue.home.bannerText', { count: `${figure.value}${figure.plus ? '+' : ''}` })}
        </p>
      ) : null}
      <ul className="promo-points">
        <li>{t('catalogue.home.bannerSecure')}</li>
        <li>{t('catalogue.home.bannerQr')}</li>
      </ul>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGo } from '../../../lib/navigation';
import type { PackageComplete } from '@app/contracts';
import { DAYPASS_DEFAULT_DAYS } from '@app/domain';
import { EsimReadyCheck } from '../../../components/esim-ready-check';
import { destinationName } from '../../../lib/destination-name';
import type { Language } from '@app/i18n';
import { useDocumentTitle } from '../../../lib/page-title';
import { catalogueTitle } from '../catalogue-head';
import { useAddToCart } from '../api/add-to-cart';
import { DestinationImage } from '../components/destination-image';
import { BuyBar } from './buy-bar';
import { CoverageBox } from './coverage-box';
import { DetailTabs } from './detail-tabs';
import { InfoTiles } from './info-tiles';
import { PlanPicker } from './plan-picker';
import { planPrice } from './plan-price';

/**
 * The detail screen: hero, type badge, info tiles, coverage, Available Plans, the Overview /
 * Network / Specs tabs and the fixed 'Buy $X' button; on wide screens two columns (plans | the
 * summary with Buy, which stays in view). After a successful add the customer goes to
 * /checkout; a failed add is only logged (the spec), and the customer stays.
 */
export function PackageDetail({
  data,
  destinationPage = false,
}: {
  data: PackageComplete;
  /** Opened as /destinations/{slug}: the page's title names the destination's cheapest plan. */
  destinationPage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useGo();
  const addToCart = useAddToCart();
  const [selectedId, setSelectedId] = useState(data.package.id);
  const [days, setDays] = useState(DAYPASS_DEFAULT_DAYS);
  const selected = data.variants.allPlans.find((plan) => plan.id === selectedId) ?? data.package;
  const price = planPrice(selected, days);
  const language = i18n.language as Language;
  useDocumentTitle(catalogueTitle({ t, language, data, destinationPage }));

  const buy = () =>
    addToCart.mutate(
      { packageId: selected.id, customDays: selected.isDayPass ? days : undefined },
      {
        onSuccess: () => navigate('/checkout'),
        onError: (error) => console.error('add to cart failed', error),
      },
    );

  return (
    <div className="store-page detail" data-testid="package-detail">
      <Link className="back-link" to="/">
        <span aria-hidden="true">←</span> {t('catalogue.detail.back')}
      </Link>
      <div className="detail-columns">
        <section className="detail-summary" aria-labelledby="detail-title">
          <header className="detail-hero">
            <DestinationImage
              image={data.image}
              name={data.package.destination}
              alt={data.package.destination}
              className="detail-hero-image"
              sizes="112px"
              priority
            />
            <div className="detail-hero-text">
              <h1 id="detail-title">{destinationName(data.package, i18n.language)}</h1>
              <span
                className={selected.isDayPass ? 'type-badge daypass' : 'type-badge'}
                data-testid="type-badge"
              >
                {t(selected.isDayPass ? 'catalogue.detail.type.dayPass' : 'catalogue.detail.type.fixed')}
              </span>
            </div>
          </header>
          <InfoTiles networks={data.package.networkData} />
          <CoverageBox coverage={data.networkCoverage} />
          <BuyBar price={price} busy={addToCart.isPending} onBuy={buy} />
          {/* After Buy: opened in the desktop's sticky summary, its list never pushes Buy out of view. */}
          <EsimReadyCheck packageId={data.package.id} />
        </section>
        <div className="detail-plans">
          <PlanPicker
            variants={data.variants}
            selectedId={selected.id}
            days={days}
            onSelect={setSelectedId}
            onDays={setDays}
          />
          <DetailTabs data={data} plan={selected} days={days} />
        </div>
      </div>
    </div>
  );
}

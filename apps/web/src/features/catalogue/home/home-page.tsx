import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EsimBanner } from '../../../components/esim-banner';
import { HeldOrders } from '../../../components/guest-orders/held-orders';
import { useCurrentUser } from '../../../lib/current-user';
import '../catalogue.css';
import { BottomNav } from './bottom-nav';
import { DestinationList } from './destination-list';
import { HomeTabs } from './home-tabs';
import { PromoBanner } from './promo-banner';
import { SearchBox } from './search-box';
import { useDestinationCards, type HomeTab } from './use-destination-cards';

/**
 * The home screen (purchase-flow §2). Visitors: search, promo banner, tabs, cards (the Login bar
 * comes from the shop shell). Signed-in customers: a sticky search header, a sticky 'Destinations'
 * tab strip, cards and the eSIMs / Settings bottom navigation. Visitors also see the orders this
 * browser holds links for (components/guest-orders). The eSIM status banner of the
 * signed-in variant comes from components/esim-banner (the eSIM feature's).
 */
export function HomePage({ signedIn: forced }: { signedIn?: boolean } = {}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const signedIn = forced ?? user !== null;
  const [tab, setTab] = useState<HomeTab>('popular');
  const [params] = useSearchParams();
  // The header's search on other pages opens the home with ?q=.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const list = useDestinationCards(tab, query);

  if (signedIn) {
    return (
      <div className="store-page home home-signed-in" data-testid="home-signed-in">
        <div className="home-sticky-search">
          <SearchBox value={query} onChange={setQuery} />
        </div>
        <EsimBanner />
        <section className="home-strip" aria-label={t('catalogue.home.destinations')}>
          <h2>{t('catalogue.home.destinations')}</h2>
          <HomeTabs tab={tab} onChange={setTab} />
        </section>
        <DestinationList {...list} signedIn />
        <BottomNav />
      </div>
    );
  }
  return (
    <div className="store-page home" data-testid="home-anonymous">
      <SearchBox value={query} onChange={setQuery} />
      <HeldOrders />
      <PromoBanner />
      <HomeTabs tab={tab} onChange={setTab} />
      <DestinationList {...list} signedIn={false} />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EsimBanner } from '../../../components/esim-banner';
import { TabPanel, Tabs } from '../../../components/tabs';
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

  // One tree for both layouts: the search box stays the same element when the session becomes known
  // (a signed-in visitor first sees the visitors' home), so what they typed and the focus survive.
  return (
    <div
      className={signedIn ? 'store-page home home-signed-in' : 'store-page home'}
      data-testid={signedIn ? 'home-signed-in' : 'home-anonymous'}
    >
      <div className={signedIn ? 'home-sticky-search' : undefined}>
        <SearchBox value={query} onChange={setQuery} />
      </div>
      {signedIn ? (
        <>
          <EsimBanner />
          <Tabs value={tab} onChange={setTab}>
            <section className="home-strip" aria-label={t('catalogue.home.destinations')}>
              <h2>{t('catalogue.home.destinations')}</h2>
              <HomeTabs />
            </section>
            <TabPanel>
              <DestinationList {...list} signedIn />
            </TabPanel>
          </Tabs>
          <BottomNav />
        </>
      ) : (
        <>
          <HeldOrders />
          <PromoBanner />
          <Tabs value={tab} onChange={setTab}>
            <HomeTabs />
            <TabPanel>
              <DestinationList {...list} signedIn={false} />
            </TabPanel>
          </Tabs>
        </>
      )}
    </div>
  );
}

import type { EsimView, UserView } from '@app/contracts';
import {
  countEsimsByFilter,
  esimSortRank,
  isPreparingEsims,
  matchesEsimFilter,
  type EsimFilter,
} from '@app/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGo } from '../../lib/navigation';
import { useAuthModal } from '../../components/auth-modal-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import '../../components/esim/esim.css';
import { RequireUser } from '../../components/require-user';
import { ClaimHeldOrders, HeldOrders } from '../../components/guest-orders/held-orders';
import { InstallOffer } from '../../components/app-banners';
import { SavedCopyNotice } from '../../components/offline-state';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { useActivateEsim, useDeleteEsim } from './api/esim-actions';
import { useEsims } from './api/get-esims';
import { EsimCard } from './components/esim-card';
import { EsimDetailDialog } from './components/esim-detail-dialog';
import { FilterTabs } from './components/filter-tabs';
import { TabPanel, Tabs } from '../../components/tabs';
import './esims.css';
import { useEsimPush } from './hooks/use-esim-push';
import { useMyOrders } from '../../lib/my-orders';
import { PreparingOrders } from './components/preparing-orders';
import { RecentlyDeleted } from './components/recently-deleted';

/**
 * /my-esims: the customer's eSIMs with filter tabs and counts, in the spec's order (rank, then
 * newest). It refreshes itself when an eSIM event is pushed to the user's room. Visitors see the
 * orders this browser holds links for above the sign-in prompt; a signed-in customer may add them
 * to the account. `banner` is a slot
 * for the gateway-return notice (mounted by the router, from checkout).
 */
export function MyEsimsPage({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation();
  const modal = useAuthModal();
  const navigate = useGo();
  const prompt = (
    <>
      <section className="page esims-page">
        <HeldOrders />
      </section>
      <div className="center-card auth-required" role="alert" data-testid="esims-auth-required">
        <div className="auth-required-icon" aria-hidden="true">
          📱
        </div>
        <h1>{t('esims.auth.title')}</h1>
        <p className="muted">{t('esims.auth.text')}</p>
        <div className="stack">
          <button onClick={() => modal.open('signin')}>{t('esims.auth.login')}</button>
          <button className="secondary" onClick={() => navigate('/')}>
            {t('esims.back')}
          </button>
          <Link to="/find-order" data-testid="find-order-link">
            {t('guestOrders.find.title')}
          </Link>
        </div>
      </div>
    </>
  );
  return (
    <>
      {banner}
      <RequireUser page="myEsims" fallback={prompt}>
        {(user) => <EsimList user={user} />}
      </RequireUser>
    </>
  );
}

function EsimList({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const navigate = useGo();
  const esims = useEsims(user.phone);
  // Paid orders whose eSIMs are still being made: shown as "Preparing your eSIM…", never as nothing.
  const orders = useMyOrders(true);
  const activate = useActivateEsim();
  const remove = useDeleteEsim();
  const [filter, setFilter] = useState<EsimFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EsimView | null>(null);
  useEsimPush();

  const list = esims.data ?? [];
  // While loading there is nothing to count: no '0 eSIMs', no zero tab counts.
  const counts = esims.data ? countEsimsByFilter(list) : null;
  const shown = list.filter((esim) => matchesEsimFilter(esim.status, filter));
  // An empty list is said only once both lists are read: an order that has just left "preparing"
  // may be read before its eSIM is.
  const settling = orders.isPending || orders.isFetching || esims.isFetching;
  const preparing = (orders.data ?? []).filter(
    (order) => order.kind === 'purchase' && isPreparingEsims(order.status) && filter !== 'expired',
  );
  const open = list.find((esim) => esim.id === openId) ?? null;

  const activateEsim = (esim: EsimView) =>
    activate.mutate(esim.id, {
      onSuccess: (reply) =>
        toast({
          title: t('esims.activateRequested'),
          description:
            esimSortRank(reply.status) === 1
              ? t('esims.activation.active')
              : t('esims.activation.notInstalled'),
        }),
      onError: () => toast({ title: t('esims.activateFailed'), variant: 'destructive' }),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('esims.deleted'), variant: 'success' });
        if (openId === deleting.id) setOpenId(null);
        setDeleting(null);
      },
      onError: () => {
        toast({ title: t('esims.delete.failed'), variant: 'destructive' });
        setDeleting(null);
      },
    });
  };

  return (
    <section className="page esims-page" data-testid="my-esims">
      <header className="esims-header">
        <button
          type="button"
          className="icon-button"
          aria-label={t('esims.back')}
          onClick={() => navigate('/')}
        >
          ←
        </button>
        <div className="esims-header-title">
          <h1>{t('esims.title')}</h1>
          {esims.data && (
            <span className="muted small" data-testid="esim-count">
              {t('esims.count', { count: list.length })}
            </span>
          )}
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('esims.settings')}
          onClick={() => navigate('/settings')}
        >
          ⚙
        </button>
      </header>
      <ClaimHeldOrders />
      <SavedCopyNotice updatedAt={esims.dataUpdatedAt} />
      <Tabs value={filter} onChange={setFilter}>
        <FilterTabs counts={counts} />
        <TabPanel>
          <PreparingOrders orders={preparing} />
          {esims.isPending || (shown.length === 0 && preparing.length === 0 && settling) ? (
            <Spinner label={t('esims.loading')} />
          ) : esims.isError ? (
            <div className="error-box esims-state" role="alert">
              <strong>{t('esims.error.title')}</strong>
              <p>{t('esims.error.text', { phone: user.phone })}</p>
              <button type="button" onClick={() => void esims.refetch()}>
                {t('esims.error.retry')}
              </button>
            </div>
          ) : shown.length === 0 && preparing.length > 0 ? null : shown.length === 0 ? (
            <div className="center-card esims-state" data-testid="esims-empty">
              <h2>{t('esims.empty.title')}</h2>
              <p className="muted">{filter === 'all' ? t('esims.empty.all') : t('esims.empty.filtered')}</p>
              {filter === 'all' && (
                <button type="button" onClick={() => navigate('/')}>
                  {t('esims.empty.browse')}
                </button>
              )}
            </div>
          ) : (
            <div className="esim-grid">
              {shown.map((esim) => (
                <EsimCard
                  key={esim.id}
                  esim={esim}
                  onOpen={() => setOpenId(esim.id)}
                  onDelete={() => setDeleting(esim)}
                  onActivate={() => activateEsim(esim)}
                  activating={activate.isPending && activate.variables === esim.id}
                />
              ))}
            </div>
          )}
        </TabPanel>
      </Tabs>
      {list.length > 0 && <InstallOffer />}
      <RecentlyDeleted />

      {open && (
        <EsimDetailDialog
          esim={open}
          onClose={() => setOpenId(null)}
          onActivate={() => activateEsim(open)}
          activating={activate.isPending}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('esims.delete.title')}
          text={t('esims.delete.text')}
          cancelLabel={t('esims.delete.cancel')}
          confirmLabel={remove.isPending ? t('esims.delete.deleting') : t('esims.delete.confirm')}
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAttention } from '../api/admin-attention';
import { TabList, TabPanel, Tabs } from '../../../components/tabs';
import { LoadError } from '../components/load-error';
import { AttentionOrder } from './attention-order-row';
import { AttentionPayments } from './attention-payments';
import { DeliverySettingsForm } from './delivery-settings-form';
import './attention.css';
import { AdminTable } from '../components/paged-table';
import { useStaffMay } from '../../../lib/staff-access';

const ATTENTION_TABS = ['open', 'handled'] as const;

/**
 * Needs attention: paid orders not delivered within the SLA (or that provisioning gave up on), each
 * with its age ticking and its last error, and Retry / Refund / Mark handled; the payments flagged
 * for a refund; the delivery settings. Open and handled lists.
 */
export function NeedsAttentionPage() {
  const { t } = useTranslation();
  const may = useStaffMay();
  const [handled, setHandled] = useState(false);
  const view = useAdminAttention(handled);
  const data = view.data;

  return (
    <section className="page" data-testid="needs-attention">
      <div className="page-head">
        <h1>{t('attention.title')}</h1>
      </div>
      {data ? <p className="muted">{t('attention.intro', { sla: data.slaMinutes })}</p> : null}
      <Tabs value={handled ? 'handled' : 'open'} onChange={(next) => setHandled(next === 'handled')}>
        <TabList tabs={ATTENTION_TABS} className="row attention-switch" otherClassName="secondary">
          {(key) => (key === 'open' ? t('attention.open') : t('attention.handledTab'))}
        </TabList>
        <TabPanel>
          {view.isError ? (
            <LoadError error={view.error} onRetry={() => void view.refetch()} />
          ) : !data ? (
            <p className="muted">{t('admin.loading')}</p>
          ) : (
            <>
              {data.orders.length === 0 ? (
                <p className="muted" data-testid="attention-empty">
                  {t('attention.none')}
                </p>
              ) : (
                <AdminTable
                  className="attention-table"
                  headings={[
                    t('attention.order'),
                    t('attention.customer'),
                    t('attention.amount'),
                    t('attention.status'),
                    t('attention.age'),
                    t('attention.lastError'),
                    t('attention.actions'),
                  ]}
                >
                  {data.orders.map((row) => (
                    <AttentionOrder key={row.orderId} row={row} serverNow={data.now} />
                  ))}
                </AdminTable>
              )}
              {!handled && data.payments.length > 0 && may('orders.refund') ? (
                <AttentionPayments payments={data.payments} />
              ) : null}
            </>
          )}
        </TabPanel>
      </Tabs>
      {may('settings.providers') && <DeliverySettingsForm />}
    </section>
  );
}

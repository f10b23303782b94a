import type { OrderBulkReply, OrderBulkResult } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminTable } from '../components/paged-table';

/** A result's detail in the page's language: the reason's text by its code, else the server's words. */
function detail(result: OrderBulkResult, action: OrderBulkReply['action'], t: TFunction): string {
  if (result.outcome === 'done') return t(`adminOrdersBulk.doneDetail.${action}`);
  return t(`adminOrdersBulk.reasons.${result.code}`, { defaultValue: result.message });
}

/** What a bulk action did: how many done and skipped, then each order with its result and why. */
export function OrderBulkResults(props: { reply: OrderBulkReply; onClose: () => void }) {
  const { t } = useTranslation();
  const { reply } = props;
  return (
    <section className="admin-section" data-testid="bulk-results" aria-live="polite">
      <div className="page-head">
        <h2>{t(`adminOrdersBulk.results.title.${reply.action}`)}</h2>
        <button type="button" className="secondary" onClick={props.onClose}>
          {t('adminOrdersBulk.results.close')}
        </button>
      </div>
      <p data-testid="bulk-summary">
        {t('adminOrdersBulk.results.summary', { done: reply.done, skipped: reply.skipped })}
      </p>
      <AdminTable
        testId="bulk-results-table"
        headings={[
          t('adminOrdersBulk.results.order'),
          t('adminOrdersBulk.results.outcome'),
          t('adminOrdersBulk.results.detail'),
        ]}
      >
        {reply.results.map((result) => (
          <tr key={result.orderNumber} data-testid="bulk-result" data-outcome={result.outcome}>
            <td>
              <Link to={`/order/${result.orderNumber}?subdomain=admin`}>{result.orderNumber}</Link>
            </td>
            <td>
              <span className={`badge admin-badge-${result.outcome === 'done' ? 'success' : 'outline'}`}>
                {t(`adminOrdersBulk.results.${result.outcome}`)}
              </span>
            </td>
            <td>{detail(result, reply.action, t)}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

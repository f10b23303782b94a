import {
  ORDER_BULK_ACTIONS,
  ORDER_BULK_LIMIT,
  type OrderBulkAction,
  type OrderBulkReply,
} from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useOrderBulk } from '../api/order-bulk';
import { adminErrorText } from '../components/admin-error';
import type { OrderSelection } from './order-selection';

/**
 * Above the orders table: "Select this page", how many are selected, and the bulk actions (resend
 * the eSIM email, retry provisioning) on the selection, at most ORDER_BULK_LIMIT orders at once.
 * The server decides, order by order, which are done and which are skipped.
 */
export function OrderBulkBar(props: {
  pageOrderNumbers: readonly string[];
  selection: OrderSelection;
  onResult: (reply: OrderBulkReply) => void;
}) {
  const { t } = useTranslation();
  const bulk = useOrderBulk();
  const { selected, setAll, clear } = props.selection;
  const onPage = props.pageOrderNumbers.filter((orderNumber) => selected.has(orderNumber)).length;
  const all = onPage > 0 && onPage === props.pageOrderNumbers.length;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = onPage > 0 && !all;
  }, [onPage, all]);
  const tooMany = selected.size > ORDER_BULK_LIMIT;

  const run = async (action: OrderBulkAction) => {
    try {
      const reply = await bulk.mutateAsync({ action, orderNumbers: [...selected] });
      clear();
      props.onResult(reply);
    } catch (error) {
      toast({
        title: t('adminOrdersBulk.failed', { message: adminErrorText(error, t) }),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="admin-bulk-bar" role="toolbar" aria-label={t('adminOrdersBulk.toolbar')}>
      <label className="inline">
        <input
          ref={pageBox}
          type="checkbox"
          checked={all}
          disabled={props.pageOrderNumbers.length === 0}
          onChange={() => setAll(props.pageOrderNumbers, !all)}
        />
        {t('adminOrdersBulk.selectPage')}
      </label>
      <span className="muted" data-testid="bulk-selected" aria-live="polite">
        {t('adminOrdersBulk.selected', { count: selected.size })}
      </span>
      {tooMany && (
        <span className="error-text">{t('adminOrdersBulk.tooMany', { limit: ORDER_BULK_LIMIT })}</span>
      )}
      <div className="row wrap">
        {ORDER_BULK_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            disabled={selected.size === 0 || tooMany || bulk.isPending}
            onClick={() => void run(action)}
          >
            {bulk.isPending && bulk.variables.action === action
              ? t('adminOrdersBulk.working')
              : t(`adminOrdersBulk.actions.${action}`)}
          </button>
        ))}
        {selected.size > 0 && (
          <button type="button" className="secondary" onClick={clear} disabled={bulk.isPending}>
            {t('adminOrdersBulk.clear')}
          </button>
        )}
      </div>
    </div>
  );
}

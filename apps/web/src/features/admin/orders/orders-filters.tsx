import { ORDER_STATUSES } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { useStaffMay } from '../../../lib/staff-access';
import { ordersCsvUrl, type OrdersFilter } from '../api/admin-orders';
import { readSavedViews, withView, writeSavedViews, type SavedOrderView } from './saved-views';

const PROVIDERS = ['payway', 'paypal', 'stripe'] as const;

/** The Orders tab's filters, the staff member's saved views and the CSV export of what is listed. */
export function OrdersFilters({
  filter,
  change,
}: {
  filter: OrdersFilter;
  change: (patch: Partial<OrdersFilter>) => void;
}) {
  const { t } = useTranslation();
  const may = useStaffMay();
  const userId = useCurrentUser().user?.id ?? '';
  const [views, setViews] = useState<SavedOrderView[]>(() => (userId ? readSavedViews(userId) : []));
  const [viewName, setViewName] = useState('');
  const { page: _page, pageSize: _pageSize, ...filters } = filter;
  const o = (key: string) => t(`admin.orders.filters.${key}`);

  const save = () => {
    const name = viewName.trim();
    if (!name || !userId) return;
    const next = withView(views, { name, filter: filters });
    writeSavedViews(userId, next);
    setViews(next);
    setViewName('');
  };
  const remove = (name: string) => {
    const next = views.filter((view) => view.name !== name);
    writeSavedViews(userId, next);
    setViews(next);
  };

  return (
    <div className="orders-filters" data-testid="orders-filters">
      <div className="admin-filters">
        <input
          type="search"
          aria-label={t('admin.search')}
          placeholder={t('admin.orders.searchPlaceholder')}
          value={filter.search}
          onChange={(event) => change({ search: event.target.value })}
        />
        <select
          aria-label={t('admin.orders.statusColumn')}
          value={filter.status}
          onChange={(event) => change({ status: event.target.value })}
        >
          <option value="">{t('admin.status.all')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.status.${status}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={o('provider')}
          value={filter.provider ?? ''}
          onChange={(event) => change({ provider: event.target.value })}
        >
          <option value="">{o('allProviders')}</option>
          {PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {t(`adminPayments.providers.${provider}`)}
            </option>
          ))}
        </select>
        <input
          aria-label={o('destination')}
          placeholder={o('destination')}
          value={filter.destination ?? ''}
          maxLength={160}
          onChange={(event) => change({ destination: event.target.value })}
        />
        <label className="orders-filter-field">
          {o('from')}
          <input
            type="date"
            value={filter.from ?? ''}
            onChange={(event) => change({ from: event.target.value })}
          />
        </label>
        <label className="orders-filter-field">
          {o('to')}
          <input
            type="date"
            value={filter.to ?? ''}
            onChange={(event) => change({ to: event.target.value })}
          />
        </label>
        <label className="orders-filter-field">
          {o('minAmount')}
          <input
            inputMode="decimal"
            className="orders-amount"
            value={filter.minAmount ?? ''}
            onChange={(event) => change({ minAmount: event.target.value })}
          />
        </label>
        <label className="orders-filter-field">
          {o('maxAmount')}
          <input
            inputMode="decimal"
            className="orders-amount"
            value={filter.maxAmount ?? ''}
            onChange={(event) => change({ maxAmount: event.target.value })}
          />
        </label>
        <label className="row" style={{ alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={filter.refundOpen}
            onChange={(event) => change({ refundOpen: event.target.checked })}
          />
          {t('admin.orders.refundOpenOnly')}
        </label>
      </div>
      <div className="admin-filters orders-views">
        <select
          aria-label={o('savedViews')}
          value=""
          onChange={(event) => {
            const view = views.find((candidate) => candidate.name === event.target.value);
            if (view) change(view.filter);
          }}
        >
          <option value="">{views.length ? o('savedViews') : o('noSavedViews')}</option>
          {views.map((view) => (
            <option key={view.name} value={view.name}>
              {view.name}
            </option>
          ))}
        </select>
        <input
          aria-label={o('viewName')}
          placeholder={o('viewName')}
          value={viewName}
          maxLength={60}
          onChange={(event) => setViewName(event.target.value)}
        />
        <button type="button" className="secondary" onClick={save} disabled={!viewName.trim()}>
          {o('saveView')}
        </button>
        {views.map((view) => (
          <button
            key={view.name}
            type="button"
            className="secondary small"
            aria-label={t('admin.orders.filters.deleteView', { name: view.name })}
            onClick={() => remove(view.name)}
          >
            {view.name} ×
          </button>
        ))}
        {may('data.export') && (
          <a
            className="admin-link-button"
            href={ordersCsvUrl(filters)}
            download="orders.csv"
            data-testid="orders-export"
          >
            {o('export')}
          </a>
        )}
      </div>
    </div>
  );
}

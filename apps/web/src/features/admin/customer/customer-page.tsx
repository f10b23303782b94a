import type { AdminCustomerView } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAdminCustomer } from '../api/admin-customers';
import { dateTime, money } from '../components/format';
import { LoadError } from '../components/load-error';
import { StaffNoteForm } from '../components/staff-note-form';
import { EsimStatusBadge, OrderStatusBadge } from '../components/status-badge';
import { NotesList } from './notes-list';
import { roleChoiceOf, roleTextKey } from '../users/role-label';

/** One titled table of the customer page, or "None yet." */
function Section({
  title,
  empty,
  head,
  children,
}: {
  title: string;
  empty: boolean;
  head: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-section">
      <h2>{title}</h2>
      {empty ? (
        <p className="muted">{t('adminCustomers.none')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="table">
            <thead>
              <tr>
                {head.map((cell) => (
                  <th key={cell}>{cell}</th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

const orderLink = (orderNumber: string) => (
  <Link to={`/order/${orderNumber}?subdomain=admin`} className="mono">
    {orderNumber}
  </Link>
);

function CustomerDetails({ data }: { data: AdminCustomerView }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`adminCustomers.${key}`);
  const { profile } = data;
  return (
    <>
      <div className="admin-section" data-testid="customer-profile">
        <h2>{c('profile')}</h2>
        <dl className="admin-dl">
          <dt>{t('admin.users.name')}</dt>
          <dd>{profile.fullName}</dd>
          <dt>{t('admin.users.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('admin.users.phone')}</dt>
          <dd>{profile.phone}</dd>
          <dt>{t('admin.users.role')}</dt>
          <dd>{t(roleTextKey(roleChoiceOf(profile)))}</dd>
          <dt>{t('admin.users.joined')}</dt>
          <dd>{dateTime(profile.createdAt)}</dd>
        </dl>
      </div>
      <Section
        title={c('orders')}
        empty={!data.orders.length}
        head={[c('orderNumber'), c('status'), c('total'), c('method'), c('date')]}
      >
        {data.orders.map((order) => (
          <tr key={order.orderNumber} data-testid="customer-order">
            <td>{orderLink(order.orderNumber)}</td>
            <td>
              <OrderStatusBadge status={order.status} />
            </td>
            <td>{money(order.totalCents)}</td>
            <td>{order.paymentMethod}</td>
            <td>{dateTime(order.createdAt)}</td>
          </tr>
        ))}
      </Section>
      <Section
        title={c('esims')}
        empty={!data.esims.length}
        head={[c('iccid'), c('package'), c('status'), c('orderNumber')]}
      >
        {data.esims.map((esim) => (
          <tr key={esim.id} data-testid="customer-esim">
            <td>
              <span className="mono">{esim.iccid}</span>
            </td>
            <td>{esim.packageName}</td>
            <td>
              <EsimStatusBadge status={esim.status} />
            </td>
            <td>{orderLink(esim.orderNumber)}</td>
          </tr>
        ))}
      </Section>
      <Section
        title={c('refunds')}
        empty={!data.refunds.length}
        head={[c('orderNumber'), c('provider'), c('amount'), c('status'), c('date')]}
      >
        {data.refunds.map((refund) => (
          <tr key={`${refund.orderNumber}-${refund.at}`}>
            <td>{orderLink(refund.orderNumber)}</td>
            <td>{refund.provider}</td>
            <td>{money(refund.amountCents)}</td>
            <td>{t(`adminCustomers.refundStatus.${refund.status}`, { defaultValue: refund.status })}</td>
            <td>{dateTime(refund.at)}</td>
          </tr>
        ))}
      </Section>
      <div className="admin-section">
        <h2>{c('alerts')}</h2>
        <ul className="customer-alerts">
          {Object.entries(data.alertPreferences).map(([kind, on]) => (
            <li key={kind}>
              {t(`adminCustomers.alertKinds.${kind}`, { defaultValue: kind })}:{' '}
              <strong>{on ? c('alertOn') : c('alertOff')}</strong>
            </li>
          ))}
        </ul>
      </div>
      <Section
        title={c('signIns')}
        empty={!data.signIns.length}
        head={[c('date'), c('lastSeen'), c('address'), c('device')]}
      >
        {data.signIns.map((signIn) => (
          <tr key={signIn.at}>
            <td>{dateTime(signIn.at)}</td>
            <td>{dateTime(signIn.lastSeenAt)}</td>
            <td>
              <span className="mono nowrap">{signIn.ip ?? '—'}</span>
            </td>
            <td className="small">{signIn.userAgent ?? '—'}</td>
          </tr>
        ))}
      </Section>
      <div className="admin-section" data-testid="customer-notes">
        <h2>{t('adminCustomers.notes.title')}</h2>
        <NotesList notes={data.notes} />
        <StaffNoteForm target={{ customerId: profile.id }} />
      </div>
    </>
  );
}

/** The customer page: reached from Users (search by name, phone, email, order number, ICCID) and from an order. */
export function CustomerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const customer = useAdminCustomer(id);
  return (
    <section className="page" data-testid="admin-customer">
      <div className="page-head">
        <h1>
          {t('adminCustomers.title')}
          {customer.data ? `: ${customer.data.profile.fullName}` : ''}
        </h1>
        <Link to="/users?subdomain=admin" className="admin-link-button">
          {t('adminCustomers.back')}
        </Link>
      </div>
      {customer.isError ? (
        <LoadError error={customer.error} onRetry={() => void customer.refetch()} />
      ) : !customer.data ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : (
        <CustomerDetails data={customer.data} />
      )}
    </section>
  );
}

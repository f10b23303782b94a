import type { DiscountCodeView } from '@app/contracts';
import { formatUsd } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useDiscountCodes, useUpdateDiscountCode } from '../api/admin-discounts';
import { adminErrorText } from '../components/admin-error';
import { dateTime } from '../components/format';
import { LoadError } from '../components/load-error';
import { AdminTable } from '../components/paged-table';
import { DiscountFormDialog } from './discount-form-dialog';

/** The code's amount as staff read it: '10 %' or '$2.50'. */
const amountOf = (code: DiscountCodeView): string =>
  code.kind === 'percent' ? `${code.percent} %` : formatUsd(code.amountCents ?? 0);

/** The Discount codes tab: every code with what it covers, its window, limits and uses; new codes; on/off. */
export function DiscountsPage() {
  const { t } = useTranslation();
  const codes = useDiscountCodes();
  const update = useUpdateDiscountCode();
  const [creating, setCreating] = useState(false);

  const toggle = (code: DiscountCodeView) =>
    update.mutate(
      { id: code.id, patch: { active: !code.active } },
      {
        onSuccess: (saved) =>
          toast({ title: t('adminDiscounts.updated', { code: saved.code }), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('adminDiscounts.failed'),
            description: adminErrorText(error, t),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('adminDiscounts.title')}</h1>
        <button type="button" onClick={() => setCreating(true)}>
          {t('adminDiscounts.newCode')}
        </button>
      </div>
      <p className="muted">{t('adminDiscounts.intro')}</p>
      {codes.isError ? (
        <LoadError error={codes.error} onRetry={() => void codes.refetch()} />
      ) : !codes.data ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : codes.data.length === 0 ? (
        <p className="muted">{t('adminDiscounts.empty')}</p>
      ) : (
        <AdminTable
          testId="discount-codes-table"
          headings={[
            t('adminDiscounts.code'),
            t('adminDiscounts.value'),
            t('adminDiscounts.scope'),
            t('adminDiscounts.window'),
            t('adminDiscounts.uses'),
            t('adminDiscounts.given'),
            t('adminDiscounts.status'),
            '',
          ]}
        >
          {codes.data.map((code) => (
            <tr key={code.id}>
              <td className="mono">{code.code}</td>
              <td>
                {amountOf(code)}
                {code.firstOrderOnly && (
                  <div className="muted small">{t('adminDiscounts.firstOrderOnly')}</div>
                )}
              </td>
              <td>
                {code.packageIds.length || code.countryCodes.length
                  ? [...code.countryCodes, ...code.packageIds.map((id) => `#${id}`)].join(', ')
                  : t('adminDiscounts.everything')}
              </td>
              <td>
                {code.startsAt || code.endsAt
                  ? `${code.startsAt ? dateTime(code.startsAt) : '…'} – ${code.endsAt ? dateTime(code.endsAt) : '…'}`
                  : t('adminDiscounts.always')}
              </td>
              <td>
                {code.uses}
                {code.totalLimit !== null && ` / ${code.totalLimit}`}
                {code.perCustomerLimit !== null && (
                  <div className="muted small">
                    {t('adminDiscounts.perCustomerLimit')}: {code.perCustomerLimit}
                  </div>
                )}
              </td>
              <td>{formatUsd(code.discountedCents)}</td>
              <td>{code.active ? t('adminDiscounts.active') : t('adminDiscounts.inactive')}</td>
              <td>
                <button
                  type="button"
                  className="secondary"
                  disabled={update.isPending}
                  onClick={() => toggle(code)}
                >
                  {code.active ? t('adminDiscounts.switchOff') : t('adminDiscounts.switchOn')}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {creating && <DiscountFormDialog onClose={() => setCreating(false)} />}
    </section>
  );
}

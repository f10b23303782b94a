import { ADMIN_DEFAULT_PAGE_SIZE } from '@app/domain';
import type { AdminPackageRow, AdminPackageType } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/toast';
import {
  packagesCsvUrl,
  useAdminPackages,
  useSetAvailability,
  type PackagesFilter,
} from '../api/admin-packages';
import { adminErrorText } from '../components/admin-error';
import { money } from '../components/format';
import { continentName } from '../components/names';
import { PagedTable } from '../components/paged-table';
import { BulkActions } from './bulk-actions';
import { DeletePackageDialog } from './delete-package-dialog';
import { PackageDialog } from './package-dialog';
import { WithdrawnPackages } from './withdrawn-packages';
import { LoadError } from '../components/load-error';

/** Packages (admin §2.5): stat cards, server-side search, filters and paging, edits and bulk actions. */
export function PackagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<PackagesFilter>({
    page: 1,
    pageSize: ADMIN_DEFAULT_PAGE_SIZE,
    search: '',
    continent: '',
    type: '',
  });
  const [dialog, setDialog] = useState<AdminPackageRow | 'new' | null>(params.get('add') ? 'new' : null);
  const [deleting, setDeleting] = useState<AdminPackageRow | null>(null);
  const packages = useAdminPackages(filter);
  const availability = useSetAvailability();
  const change = (patch: Partial<PackagesFilter>) =>
    setFilter((current) => ({ ...current, page: 1, ...patch }));
  const closeDialog = () => {
    setDialog(null);
    if (params.get('add')) setParams({ subdomain: 'admin' }, { replace: true });
  };
  const continentLabel = (name: string) => continentName(name, t);

  const toggle = (row: AdminPackageRow) =>
    availability.mutate(
      { id: row.id, isAvailable: !row.isAvailable },
      {
        onSuccess: (reply) =>
          toast({
            title: t(
              reply.package.isAvailable ? 'adminPackages.availabilityOn' : 'adminPackages.availabilityOff',
              {
                destination: row.destination,
              },
            ),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('adminPackages.availabilityFailed'),
            description: adminErrorText(error, t),
            variant: 'destructive',
          }),
      },
    );

  const page = packages.data;
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('adminPackages.title')}</h1>
        <div className="row">
          <a className="admin-link-button" href={packagesCsvUrl(filter)} download="packages.csv">
            {t('adminPackages.export')}
          </a>
          <button onClick={() => setDialog('new')}>{t('adminPackages.add')}</button>
        </div>
      </div>
      {page && (
        <div className="admin-cards package-stats" data-testid="package-stats">
          <div className="admin-card">
            <h3>{t('adminPackages.total')}</h3>
            <div className="figure">{page.stats.total}</div>
          </div>
          <div className="admin-card">
            <h3>{t('adminPackages.available')}</h3>
            <div className="figure">{page.stats.available}</div>
          </div>
          <div className="admin-card">
            <h3>{t('adminPackages.continents')}</h3>
            <div className="figure">{page.stats.continents}</div>
          </div>
          <div className="admin-card">
            <h3>{t('adminPackages.apiStatus')}</h3>
            <div className="figure ok-text">{t('adminPackages.online')}</div>
          </div>
        </div>
      )}
      <BulkActions />
      <div className="admin-filters">
        <input
          type="search"
          aria-label={t('admin.search')}
          placeholder={t('adminPackages.searchPlaceholder')}
          value={filter.search}
          onChange={(event) => change({ search: event.target.value })}
        />
        <select
          aria-label={t('adminPackages.continent')}
          value={filter.continent}
          onChange={(event) => change({ continent: event.target.value })}
        >
          <option value="">{t('adminPackages.allContinents')}</option>
          {page?.stats.continentNames.map((name) => (
            <option key={name} value={name}>
              {continentLabel(name)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('adminPackages.type')}
          value={filter.type}
          onChange={(event) => change({ type: event.target.value as '' | AdminPackageType })}
        >
          <option value="">{t('adminPackages.allTypes')}</option>
          <option value="Fixed">{t('adminPackages.typeFixed')}</option>
          <option value="DayPass">{t('adminPackages.typeDayPass')}</option>
        </select>
      </div>
      {packages.isError ? (
        <LoadError error={packages.error} onRetry={() => void packages.refetch()} />
      ) : !page ? (
        <p className="muted">{t('admin.loading')}</p>
      ) : (
        <>
          <PagedTable
            testId="packages-table"
            className="packages-table"
            headings={[
              t('adminPackages.destination'),
              t('adminPackages.data'),
              t('adminPackages.price'),
              t('adminPackages.type'),
              t('adminPackages.availableColumn'),
              t('adminPackages.actions'),
            ]}
            page={page}
            empty={t('admin.none')}
            showingKey="adminPackages.showing"
            onPage={(next) => setFilter((current) => ({ ...current, page: next }))}
            onPageSize={(size) => change({ pageSize: size })}
          >
            {page.items.map((row) => (
              <tr key={row.id} data-testid="package-row" data-api-code={row.apiCode}>
                <td>
                  <div>{row.destination}</div>
                  <div className="muted small mono">{row.apiCode}</div>
                  {row.withdrawn && (
                    <span className="badge admin-badge-destructive">{t('adminPackages.withdrawn')}</span>
                  )}
                </td>
                <td>{t('adminPackages.dataDays', { data: row.data, days: row.days })}</td>
                <td>
                  <div data-testid="package-price">{money(row.priceCents)}</div>
                  <div className="muted small">
                    {t('adminPackages.cost', { amount: money(row.costCents) })}
                  </div>
                </td>
                <td>
                  <span className={`badge admin-badge-${row.type === 'DayPass' ? 'secondary' : 'outline'}`}>
                    {row.type === 'DayPass' ? t('adminPackages.typeDayPass') : t('adminPackages.typeFixed')}
                  </span>
                </td>
                <td>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-label={t('adminPackages.availableColumn')}
                    checked={row.isAvailable}
                    disabled={availability.isPending}
                    onChange={() => toggle(row)}
                  />
                </td>
                <td>
                  <div className="row nowrap">
                    <button className="secondary" onClick={() => setDialog(row)}>
                      {t('adminPackages.edit')}
                    </button>
                    <button className="danger" onClick={() => setDeleting(row)}>
                      {t('adminPackages.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </PagedTable>
        </>
      )}
      <WithdrawnPackages />
      {dialog && <PackageDialog row={dialog === 'new' ? null : dialog} onClose={closeDialog} />}
      {deleting && <DeletePackageDialog row={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

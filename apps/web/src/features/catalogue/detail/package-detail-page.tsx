import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { packageIdParam } from '@app/contracts';
import { destinationSlug } from '@app/domain';
import { ApiError } from '../../../lib/api-client';
import { useDestinations } from '../api/get-destinations';
import { usePackageComplete } from '../api/get-package-complete';
import '../catalogue.css';
import { PackageDetail } from './package-detail';

/**
 * /package/{id} and /destinations/{slug} (the slug rule of the spec; a destination opens its
 * cheapest fixed plan). Loading, not-found and failure states with the spec's texts.
 */
export function PackageDetailPage() {
  const { t } = useTranslation();
  const params = useParams<{ id?: string; slug?: string }>();
  const slug = params.slug === undefined ? null : destinationSlug(params.slug);
  const destinations = useDestinations(slug !== null);
  const id =
    slug === null
      ? packageIdParam(params.id)
      : (destinations.data?.find((card) => card.slug === slug)?.defaultPackageId ?? null);
  const complete = usePackageComplete(id);

  const resolving = slug !== null && destinations.isLoading;
  if (resolving || (id !== null && complete.isLoading)) {
    return (
      <div className="store-page detail-state" role="status">
        <div className="store-spinner" aria-hidden="true" />
        <p>{t('catalogue.detail.loading')}</p>
      </div>
    );
  }
  const notFound = complete.error instanceof ApiError && complete.error.status === 404;
  // A failure that is not "no such package" (a 5xx, the network, the destinations list) says so,
  // with Try Again: the package may well exist.
  const failed = (complete.isError && !notFound) || (slug !== null && destinations.isError);
  if (failed) {
    console.error('package details failed to load', complete.error ?? destinations.error);
    return (
      <div className="store-page detail-state" role="alert" data-testid="package-load-failed">
        <h1>{t('app.somethingWrong')}</h1>
        <p className="muted">{t('catalogue.detail.loadFailedText')}</p>
        <button
          type="button"
          onClick={() =>
            void (slug !== null && destinations.isError ? destinations.refetch() : complete.refetch())
          }
        >
          {t('app.tryAgain')}
        </button>
      </div>
    );
  }
  const missing = id === null || notFound || !complete.data;
  if (missing) {
    return (
      <div className="store-page detail-state" data-testid="package-not-found">
        <h1>{t('catalogue.detail.notFound')}</h1>
        <p className="muted">{t('catalogue.detail.notFoundText')}</p>
        <Link className="button" to="/">
          {t('catalogue.detail.goHome')}
        </Link>
      </div>
    );
  }
  return <PackageDetail key={complete.data.package.id} data={complete.data} />;
}

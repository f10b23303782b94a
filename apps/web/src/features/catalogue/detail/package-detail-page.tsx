import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { destinationSlugParam, packageIdParam } from '@app/contracts';
import { destinationSlug } from '@app/domain';
import { ApiError } from '../../../lib/api-client';
import { useDestinationComplete } from '../api/get-destination-complete';
import { usePackageComplete } from '../api/get-package-complete';
import '../catalogue.css';
import { PackageDetail } from './package-detail';

/**
 * /package/{id} and /destinations/{slug} (the slug rule of the spec; a destination opens its
 * cheapest fixed plan, GET /api/destinations/{slug}). Loading, not-found and failure states with the
 * spec's texts.
 */
export function PackageDetailPage() {
  const { t } = useTranslation();
  const params = useParams<{ id?: string; slug?: string }>();
  const destinationPage = params.slug !== undefined;
  const slug = destinationPage ? destinationSlugParam(destinationSlug(params.slug ?? '')) : null;
  const byPackage = usePackageComplete(destinationPage ? null : packageIdParam(params.id));
  const byDestination = useDestinationComplete(slug);
  const complete = destinationPage ? byDestination : byPackage;
  const asked = destinationPage ? slug !== null : packageIdParam(params.id) !== null;

  if (asked && complete.isLoading) {
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
  const failed = complete.isError && !notFound;
  if (failed) {
    console.error('package details failed to load', complete.error);
    return (
      <div className="store-page detail-state" role="alert" data-testid="package-load-failed">
        <h1>{t('app.somethingWrong')}</h1>
        <p className="muted">{t('catalogue.detail.loadFailedText')}</p>
        <button type="button" onClick={() => void complete.refetch()}>
          {t('app.tryAgain')}
        </button>
      </div>
    );
  }
  const missing = !asked || notFound || !complete.data;
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
  return (
    <PackageDetail key={complete.data.package.id} data={complete.data} destinationPage={destinationPage} />
  );
}

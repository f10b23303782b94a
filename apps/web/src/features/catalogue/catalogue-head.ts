import type { TFunction } from 'i18next';
import type { PackageComplete, PackageSummary } from '@app/contracts';
import { destinationSlug, formatRiel, formatUsd, toDecimalString, usdCentsToRiel } from '@app/domain';
import type { Language } from '@app/i18n';
import { destinationName } from '../../lib/destination-name';
import { pageAddress, type PageHead } from '../../lib/page-head';
import { previewPicture } from '../../lib/pictures';
import { destinationPicture } from './components/destination-image';
import { listedPrice, planDataLabel } from './detail/plan-price';

/**
 * The head of a destination page (/destinations/{slug}) and of a package page (/package/{id}),
 * written from the page's data in its language: "Japan eSIM — data plans from $4.00 | Derleng eSIM",
 * the cheapest plan and its price in the description (riel beside it while the rate is fresh), the
 * destination's flag or region picture for link previews, and schema.org Product with its Offers
 * and the BreadcrumbList. The browser sets the same title (package-detail.tsx).
 */
export interface CatalogueHeadInput {
  t: TFunction;
  language: Language;
  data: PackageComplete;
  /** A destination's page rather than one package's. */
  destinationPage: boolean;
  /** Riel per dollar when the rate is fresh, else null (no riel in the description). */
  khrPerUsd: number | null;
}

const cheapest = (plans: readonly PackageSummary[]): PackageSummary | undefined =>
  [...plans].sort((a, b) => listedPrice(a) - listedPrice(b) || a.id - b.id)[0];

/** A plan as a page names it: '5GB 7 days', '500MB per day'. */
const planLabel = (t: TFunction, plan: PackageSummary): string =>
  plan.isDayPass
    ? planDataLabel(t, plan)
    : `${planDataLabel(t, plan)} ${t('catalogue.detail.days', { count: plan.days })}`;

/** The page's canonical path: the destination's slug, or the package's id. */
export const cataloguePath = (data: PackageComplete, destinationPage: boolean): string =>
  destinationPage
    ? `/destinations/${destinationSlug(data.package.destination)}`
    : `/package/${data.package.id}`;

/** The page's title, as the server writes it and the browser sets it. */
export function catalogueTitle({
  t,
  language,
  data,
  destinationPage,
}: Omit<CatalogueHeadInput, 'khrPerUsd'>): string {
  const destination = destinationName(data.package, language);
  const name = t('app.name');
  if (destinationPage) {
    const from = cheapest(data.variants.allPlans) ?? data.package;
    return `${t('shop.seo.destinationTitle', { destination, price: formatUsd(listedPrice(from)) })} | ${name}`;
  }
  const plan = planLabel(t, data.package);
  const price = formatUsd(listedPrice(data.package));
  return `${t('shop.seo.packageTitle', { destination, plan, price })} | ${name}`;
}

export function catalogueHead(input: CatalogueHeadInput, baseUrl: string): PageHead {
  const { t, language, data, destinationPage, khrPerUsd } = input;
  const destination = destinationName(data.package, language);
  const riel = (cents: number) => {
    const amount = usdCentsToRiel(cents, khrPerUsd);
    return amount === null ? '' : ` (${t('app.riel.approx', { amount: formatRiel(amount) })})`;
  };
  const operators = [...new Set(data.package.networkData.map((network) => network.operator.trim()))];
  const networks = operators.filter(Boolean).slice(0, 3).join(', ') || data.networkCoverage.countryDisplay;
  const plans = data.variants.allPlans.length ? data.variants.allPlans : [data.package];
  const from = destinationPage ? (cheapest(plans) ?? data.package) : data.package;
  const price = formatUsd(listedPrice(from));
  const description = destinationPage
    ? t('shop.seo.destinationDescription', {
        destination,
        plans: plans.length,
        price,
        riel: riel(listedPrice(from)),
        networks,
      })
    : t('shop.seo.packageDescription', {
        destination,
        plan: planLabel(t, data.package),
        price,
        riel: riel(listedPrice(from)),
        networks,
      });
  const path = cataloguePath(data, destinationPage);
  const preview = previewPicture(destinationPicture(data.image, data.package.destination));
  const imageUrl = `${baseUrl.replace(/\/+$/, '')}${preview.path}`;
  const title = catalogueTitle(input);
  const offer = (plan: PackageSummary) => ({
    '@type': 'Offer',
    name: `${t('shop.seo.productName', { destination })} ${planLabel(t, plan)}`,
    sku: plan.apiCode,
    price: toDecimalString(listedPrice(plan), 'USD'),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: pageAddress(baseUrl, `/package/${plan.id}`, language),
  });
  const destinationPath = cataloguePath(data, true);
  const crumbs = [
    { name: t('shop.seo.home'), path: '/' },
    { name: t('shop.seo.productName', { destination }), path: destinationPath },
    ...(destinationPage ? [] : [{ name: planLabel(t, data.package), path }]),
  ];
  return {
    title,
    description,
    path,
    kind: 'product',
    image: { ...preview, alt: t('shop.seo.imageAlt', { destination }) },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: destinationPage
          ? t('shop.seo.productName', { destination })
          : `${t('shop.seo.productName', { destination })} ${planLabel(t, data.package)}`,
        description,
        image: imageUrl,
        url: pageAddress(baseUrl, path, language),
        brand: { '@type': 'Brand', name: t('app.name') },
        offers: (destinationPage ? plans : [data.package]).map(offer),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: pageAddress(baseUrl, crumb.path, language),
        })),
      },
    ],
  };
}

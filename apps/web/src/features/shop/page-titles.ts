import { matchPath } from 'react-router-dom';

/*
 * The title key (shop.titles.*) of each shop route, first match wins; a page that knows a better
 * title (a package's destination) sets its own with usePageTitle after this one.
 */
const TITLES: readonly [string, string][] = [
  ['/', 'home'],
  ['/cart', 'cart'],
  ['/checkout', 'checkout'],
  ['/paypal-checkout', 'checkout'],
  ['/my-esims', 'myEsims'],
  ['/orders', 'orders'],
  ['/order/:id/details', 'order'],
  ['/order-confirmation', 'order'],
  ['/order-success/:orderNumber', 'order'],
  ['/esim/:id/*', 'esim'],
  ['/settings', 'settings'],
  ['/faq', 'faq'],
  ['/terms', 'terms'],
  ['/contact', 'contact'],
  ['/find-order', 'findOrder'],
  ['/payment/status/*', 'payment'],
  ['/forgot-password', 'password'],
  ['/reset-password', 'password'],
  ['/package/:id', 'package'],
  ['/destinations/:slug', 'package'],
];

export function pageTitleKey(pathname: string): string {
  const found = TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return `shop.titles.${found ? found[1] : 'notFound'}`;
}

import { shopPageOf, type ShopPagePath } from '@app/contracts';

/*
 * The title key (shop.titles.*) of each shop page (libs/contracts shop-pages.ts: the type asks for
 * every page); a page that knows a better title (a package's destination) sets its own with
 * usePageTitle after this one. Any other path is the not-found page.
 */
const TITLES: Record<ShopPagePath, string> = {
  '/': 'home',
  '/cart': 'cart',
  '/checkout': 'checkout',
  '/paypal-checkout': 'checkout',
  '/paypal-debug': 'paypalDebug',
  '/my-esims': 'myEsims',
  '/orders': 'orders',
  '/order/:id/details': 'order',
  '/order-confirmation': 'order',
  '/order-success/:orderNumber': 'order',
  '/esim/:id/usage': 'esimUsage',
  '/esim/:id/details': 'esimDetails',
  '/esim/:id/renew': 'esimRenew',
  '/esim/:id/rescue': 'esimRenew',
  '/settings': 'settings',
  '/faq': 'faq',
  '/terms': 'terms',
  '/contact': 'contact',
  '/find-order': 'findOrder',
  '/payment/status/:transactionId?': 'payment',
  '/payment-success': 'paymentSuccess',
  '/access-panels': 'accessPanels',
  '/forgot-password': 'password',
  '/reset-password': 'password',
  '/package/:id': 'package',
  '/destinations/:slug': 'package',
};

export function pageTitleKey(pathname: string): string {
  const page = shopPageOf(pathname);
  return `shop.titles.${page ? TITLES[page] : 'notFound'}`;
}

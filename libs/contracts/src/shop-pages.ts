/**
 * The storefront's pages, as React Router patterns (`:name` one segment, `:name?` an optional one).
 * The browser's router draws them (apps/web/src/app/shop-router.tsx; a unit test keeps the two
 * lists equal), the page titles are keyed by them, and the api answers any other path a browser
 * asks for with the not-found page and HTTP 404.
 */
export const SHOP_PAGE_PATHS = [
  '/',
  '/settings',
  '/faq',
  '/terms',
  '/forgot-password',
  '/reset-password',
  '/contact',
  '/package/:id',
  '/destinations/:slug',
  '/find-order',
  '/cart',
  '/my-esims',
  '/orders',
  '/esim/:id/usage',
  '/esim/:id/details',
  '/esim/:id/renew',
  '/esim/:id/rescue',
  '/order-success/:orderNumber',
  '/order-confirmation',
  '/order/:id/details',
  '/checkout',
  '/paypal-checkout',
  '/paypal-debug',
  '/payment/status/:transactionId?',
  '/payment-success',
  '/access-panels',
] as const;

export type ShopPagePath = (typeof SHOP_PAGE_PATHS)[number];

/** A pattern as a regular expression, matched as React Router does: any case, a trailing slash allowed. */
const patternExpression = (pattern: string): RegExp => {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
};

const EXPRESSIONS = SHOP_PAGE_PATHS.map((path) => [path, patternExpression(path)] as const);

/** The shop page a path (without its query) opens, or null: the not-found page. */
export function shopPageOf(pathname: string): ShopPagePath | null {
  return EXPRESSIONS.find(([, expression]) => expression.test(pathname))?.[0] ?? null;
}

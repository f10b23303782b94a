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

/**
 * The shop's pages that search engines may index (and the sitemap lists): the home, the catalogue's
 * pages and the public information pages. Every other page (cart, checkout, orders, eSIMs, rescue
 * links, account, payment returns) is private: `noindex`, closed in robots.txt, never in the sitemap.
 */
export const INDEXED_SHOP_PAGES: readonly ShopPagePath[] = [
  '/',
  '/faq',
  '/terms',
  '/contact',
  '/package/:id',
  '/destinations/:slug',
];

/** Whether a path (without its query) is a shop page search engines may index. */
export const isIndexedShopPage = (pathname: string): boolean => {
  const page = shopPageOf(pathname);
  return page !== null && INDEXED_SHOP_PAGES.includes(page);
};

/**
 * The address prefixes robots.txt closes: each private shop page up to its first parameter
 * ('/esim/:id/usage' → '/esim/'), once each, in the list's order.
 */
export function privateShopPathPrefixes(): string[] {
  const prefixes = SHOP_PAGE_PATHS.filter((page) => !INDEXED_SHOP_PAGES.includes(page)).map((page) =>
    page.includes('/:') ? page.slice(0, page.indexOf('/:') + 1) : page,
  );
  return [...new Set(prefixes)];
}

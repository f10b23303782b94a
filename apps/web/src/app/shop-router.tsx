import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { LoginBottomBar } from '../components/login-bottom-bar';
import { ShopLayout } from '../features/shop/shop-layout';
import { HomePage } from '../features/catalogue';
import { allShopTexts } from '../lib/i18n';

/** Pages whose texts come with the first screen's (FIRST_VISIT_KEYS in libs/i18n). */
const FIRST_SCREEN_PATHS = new Set(['package/:id', 'destinations/:slug']);

/**
 * Every shop page shows the spec's error screen when it fails (the shop's frame stays). Another
 * page loaded lazily waits for all of the shop's texts too (the first screen came with only its own).
 */
const withErrorScreen = (route: RouteObject): RouteObject => {
  const lazy = route.lazy;
  return {
    ...route,
    errorElement: <RouteError />,
    ...(typeof lazy === 'function' &&
      !FIRST_SCREEN_PATHS.has(route.path ?? '') && {
        lazy: () => Promise.all([lazy(), allShopTexts()]).then(([page]) => page),
      }),
  };
};

/** The shop's pages: the browser's router (shopRouter) and the server's first screens (entry-server.tsx). */
export const shopRoutes = (): RouteObject[] => [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'settings',
        lazy: () => import('../features/account/settings-page').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        index: true,
        element: (
          <>
            <HomePage />
            <LoginBottomBar />
          </>
        ),
      },
      {
        path: 'faq',
        lazy: () => import('../features/faq/faq-page').then((m) => ({ Component: m.FaqPage })),
      },
      {
        path: 'terms',
        lazy: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('../features/account/password-reset-pages').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/account/password-reset-pages').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: 'contact',
        lazy: () => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'package/:id',
        lazy: () =>
          import('../features/catalogue/detail/package-detail-page').then((m) => ({
            Component: m.PackageDetailPage,
          })),
      },
      {
        path: 'destinations/:slug',
        lazy: () =>
          import('../features/catalogue/detail/package-detail-page').then((m) => ({
            Component: m.PackageDetailPage,
          })),
      },
      {
        path: 'find-order',
        lazy: () =>
          import('../features/find-order/find-order-page').then((m) => ({ Component: m.FindOrderPage })),
      },
      {
        path: 'cart',
        lazy: () => import('../features/cart/cart-page').then((m) => ({ Component: m.CartPage })),
      },
      {
        path: 'my-esims',
        lazy: () =>
          Promise.all([
            import('../features/esims/my-esims-page'),
            import('../features/checkout/return/gateway-return-banner'),
          ]).then(([page, checkout]) => ({
            Component: () => <page.MyEsimsPage banner={<checkout.GatewayReturnBanner />} />,
          })),
      },
      {
        path: 'orders',
        lazy: () =>
          import('../features/order-history/order-history-page').then((m) => ({
            Component: m.OrderHistoryPage,
          })),
      },
      {
        path: 'esim/:id/usage',
        lazy: () => import('../features/esims/esim-usage-page').then((m) => ({ Component: m.EsimUsagePage })),
      },
      {
        path: 'esim/:id/details',
        lazy: () =>
          import('../features/esims/esim-details-page').then((m) => ({ Component: m.EsimDetailsPage })),
      },
      {
        path: 'esim/:id/renew',
        lazy: () => import('../features/esims/esim-renew-page').then((m) => ({ Component: m.EsimRenewPage })),
      },
      {
        path: 'order-success/:orderNumber',
        lazy: () =>
          import('../features/orders/order-success-page').then((m) => ({ Component: m.OrderSuccessPage })),
      },
      {
        path: 'order-confirmation',
        lazy: () =>
          import('../features/orders/order-confirmation-page').then((m) => ({
            Component: m.OrderConfirmationPage,
          })),
      },
      {
        path: 'order/:id/details',
        lazy: () =>
          import('../features/orders/order-confirmation-page').then((m) => ({
            Component: m.OrderDetailsPage,
          })),
      },
      {
        path: 'checkout',
        lazy: () => import('../features/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
      },
      {
        path: 'paypal-checkout',
        lazy: () =>
          import('../features/checkout/paypal/paypal-checkout-page').then((m) => ({
            Component: m.PaypalCheckoutPage,
          })),
      },
      {
        path: 'paypal-debug',
        lazy: () =>
          import('../features/checkout/paypal/paypal-debug-page').then((m) => ({
            Component: m.PaypalDebugPage,
          })),
      },
      {
        path: 'payment/status/:transactionId?',
        lazy: () =>
          import('../features/checkout/status/payment-status-page').then((m) => ({
            Component: m.PaymentStatusPage,
          })),
      },
      {
        path: 'esim/:id/rescue',
        lazy: () => import('../features/alerts/rescue-page').then((m) => ({ Component: m.RescuePage })),
      },
      {
        path: 'payment-success',
        lazy: () =>
          import('../features/alerts/payment-success-page').then((m) => ({
            Component: m.PaymentSuccessPage,
          })),
      },
      {
        path: 'access-panels',
        lazy: () =>
          import('../features/alerts/access-panels-page').then((m) => ({ Component: m.AccessPanelsPage })),
      },
      {
        path: '*',
        lazy: () =>
          import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ].map(withErrorScreen),
  },
];

export const shopRouter = () => createBrowserRouter(shopRoutes());

import { accountTexts } from './account.texts';
import { adminTexts } from './admin.texts';
import { adminTimelineTexts } from './admin-timeline.texts';
import { adminOrdersBulkTexts } from './admin-orders-bulk.texts';
import { adminCustomersTexts } from './admin-customers.texts';
import { alertsTexts } from './alerts.texts';
import { adminPackagesTexts, adminSettingsTexts } from './admin-packages.texts';
import { adminAuditTexts, adminPaymentsTexts } from './admin-settings-audit.texts';
import { adminMessagesTexts } from './admin-messages.texts';
import { adminAnalyticsTexts, adminMonitoringTexts, adminRealtimeTexts } from './admin-monitoring.texts';
import { appTexts } from './app.texts';
import { attentionTexts } from './attention.texts';
import { cartTexts } from './cart.texts';
import { checkoutTexts } from './checkout.texts';
import { catalogueTexts } from './catalogue.texts';
import { contactTexts } from './contact.texts';
import { controlTexts } from './control.texts';
import { adminDiscountsTexts } from './admin-discounts.texts';
import { faqTexts } from './faq.texts';
import { legalTexts } from './legal.texts';
import { notFoundTexts } from './not-found.texts';
import { notificationsTexts } from './notifications.texts';
import { ordersTexts } from './orders.texts';
import { guestOrdersTexts } from './guest-orders.texts';
import { paypalTexts } from './paypal.texts';
import { cardPaymentTexts } from './card-payment.texts';
import { renewalTexts } from './renewal.texts';
import { esimsTexts } from './esims.texts';
import { serversTexts } from './servers.texts';
import { shopTexts } from './shop.texts';
import { esimReadyTexts } from './esim-ready.texts';
import { telegramTexts } from './telegram.texts';

import type { Language } from './language';

export { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from './language';
export { languageFromAcceptLanguage } from './accept-language';
export { LANGUAGE_PARAM, addressIn, languageOfAddress } from './address-language';
export { SHOP_TIME_ZONE, formatDate, formatDateTime, formatTime } from './dates';
export { REGION_NAMES_KM, regionNameKm } from './regions';
export { DEVICE_NAMES_KM, deviceName } from './devices';

/**
 * Every feature's texts, one namespace per feature key (t('servers.title')). Add a feature by
 * writing `<feature>.texts.ts` with defineTexts and listing it here.
 */
const features = {
  app: appTexts,
  account: accountTexts,
  admin: adminTexts,
  adminPackages: adminPackagesTexts,
  adminSettings: adminSettingsTexts,
  adminPayments: adminPaymentsTexts,
  adminAudit: adminAuditTexts,
  adminMessages: adminMessagesTexts,
  adminMonitoring: adminMonitoringTexts,
  adminRealtime: adminRealtimeTexts,
  adminAnalytics: adminAnalyticsTexts,
  adminTimeline: adminTimelineTexts,
  adminOrdersBulk: adminOrdersBulkTexts,
  adminCustomers: adminCustomersTexts,
  adminDiscounts: adminDiscountsTexts,
  servers: serversTexts,
  notifications: notificationsTexts,
  contact: contactTexts,
  faq: faqTexts,
  legal: legalTexts,
  notFound: notFoundTexts,
  catalogue: catalogueTexts,
  cart: cartTexts,
  orders: ordersTexts,
  guestOrders: guestOrdersTexts,
  esims: esimsTexts,
  checkout: checkoutTexts,
  paypal: paypalTexts,
  cardPayment: cardPaymentTexts,
  renewal: renewalTexts,
  attention: attentionTexts,
  alerts: alertsTexts,
  control: controlTexts,
  shop: shopTexts,
  esimReady: esimReadyTexts,
  telegram: telegramTexts,
};

type Features = typeof features;
const pick = <L extends Language>(language: L) =>
  Object.fromEntries(Object.entries(features).map(([key, texts]) => [key, texts[language]])) as {
    [K in keyof Features]: Features[K][L];
  };

/** The texts of the web, the emails and the PDFs, in English and Khmer. */
export const resources = {
  en: { translation: /* @__PURE__ */ pick('en') },
  km: { translation: /* @__PURE__ */ pick('km') },
};

export { accountTexts, notificationsTexts, telegramTexts };
export { SERVER_ONLY_TEXTS, SHOP_TEXTS, webTexts } from './web-resources';
export { ADMIN_TEXTS } from './admin-web-texts';

import { accountTexts } from './account.texts';
import { appTexts } from './app.texts';
import { cartTexts } from './cart.texts';
import { catalogueTexts } from './catalogue.texts';
import { checkoutTexts } from './checkout.texts';
import { contactTexts } from './contact.texts';
import { esimsTexts } from './esims.texts';
import { faqTexts } from './faq.texts';
import { guestOrdersTexts } from './guest-orders.texts';
import type { Language } from './language';
import { legalTexts } from './legal.texts';
import { notFoundTexts } from './not-found.texts';
import { ordersTexts } from './orders.texts';
import { paypalTexts } from './paypal.texts';
import { renewalTexts } from './renewal.texts';
import { shopTexts } from './shop.texts';
import { esimReadyTexts } from './esim-ready.texts';
import { telegramTexts } from './telegram.texts';
import { notificationsTexts } from './notifications.texts';
import { alertsTexts } from './alerts.texts';
import { cardPaymentTexts } from './card-payment.texts';

/*
 * The texts the browser loads, in two parts so a shop visit does not download the admin app's
 * texts (nor the emails', which only the server renders). Every feature of `resources` (index.ts)
 * is in exactly one of SHOP_TEXTS, ADMIN_TEXTS (admin-web-texts.ts) or SERVER_ONLY_TEXTS (web-resources.spec.ts).
 */
export const SHOP_TEXTS = {
  app: appTexts,
  account: accountTexts,
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
  renewal: renewalTexts,
  shop: shopTexts,
  alerts: alertsTexts,
  cardPayment: cardPaymentTexts,
  esimReady: esimReadyTexts,
  telegram: telegramTexts,
  // The eSIM guide's buttons (Download PDF Guide, Email me) share the emails' texts.
  notifications: notificationsTexts,
};

export const SERVER_ONLY_TEXTS = [] as const;

/**
 * The key paths (a feature, or a part of one) the first screen of a visit shows: the home, a
 * package page, the header, the Login bar and the banners above them. The browser loads these first
 * (a few KiB) and the rest of the shop's texts right after the first screen is up
 * (apps/web/src/lib/i18n.ts).
 */
export const FIRST_VISIT_KEYS = [
  'app',
  'shop',
  'catalogue',
  'account.login',
  'checkout.errors.ordersPaused',
  'checkout.toast',
  'esims.banner',
  'esims.status',
  'orders.status',
  'guestOrders.claim',
  'guestOrders.held',
  'esimReady.question',
] as const;

type TextsOf = Record<string, Record<Language, unknown>>;

/** One language's texts of a part, as an i18next resource bundle. */
export function webTexts(part: TextsOf, language: Language): Record<string, unknown> {
  return Object.fromEntries(Object.entries(part).map(([key, texts]) => [key, texts[language]]));
}

/** Only the given key paths of a bundle (`a.b` keeps `{ a: { b } }`); a path it lacks is an error. */
export function pickTexts(
  bundle: Record<string, unknown>,
  paths: readonly string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = bundle;
    for (const key of keys) from = (from as Record<string, unknown> | undefined)?.[key];
    if (from === undefined) throw new Error(`No texts at "${path}"`);
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys[keys.length - 1]] = from;
  }
  return picked;
}

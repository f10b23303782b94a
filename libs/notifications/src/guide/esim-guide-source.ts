import type { Language } from '@app/i18n';
import type { EsimReadyData } from '../notification-kinds';

/** An order's eSIMs as the guide and the instructions email need them, with who owns the order. */
export interface EsimGuideOrder extends EsimReadyData {
  orderId: string;
  /** The user the order belongs to ('' for a guest order): they may download its guide or ask for the email. */
  ownerId: string;
  /** The order link's guest token: its holder may do the same (the guest path). */
  accessToken: string;
  customerEmail: string;
  /** The customer's language, for the email. */
  language: Language;
}

/** Who asks for an order's guide or email: the signed-in user, and/or the holder of its order link. */
export interface GuideRequester {
  userId: string | null;
  token?: string | null;
}

/**
 * The port the orders/provisioning side implements: the guide data of an order, found by its
 * order number (what the web sends), or null when there is none or it has no eSIM yet.
 * Provide it with `EsimGuideModule.register({ imports, source })`.
 */
export abstract class EsimGuideSource {
  abstract findByOrderNumber(orderNumber: string): Promise<EsimGuideOrder | null>;
}

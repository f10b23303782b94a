import { formatPaywayAmount } from './payway.money';
import { generateQrHash, paywayRequestTime, purchaseHash } from './payway.signature';
import type {
  GenerateQrInput,
  PaywayCurrency,
  PaywayItem,
  PaywaySettings,
  PurchaseInput,
} from './payway.types';

/** Request field sets of purchase and generate-qr: wire strings, only the fields that are set, signed. */

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const b64Json = (value: unknown): string => b64(JSON.stringify(value));

/** items as Base64 JSON [{name, quantity, price}], keeping as many items as fit in 500 characters. */
export function encodeItems(items: PaywayItem[] | undefined, currency: PaywayCurrency): string | undefined {
  if (!items || items.length === 0) return undefined;
  const wire = items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    price: formatPaywayAmount(item.priceMinor, currency),
  }));
  for (let count = wire.length; count > 0; count -= 1) {
    const encoded = b64Json(wire.slice(0, count));
    if (encoded.length <= 500) return encoded;
  }
  return undefined;
}

const deeplink = (value: PurchaseInput['returnDeeplink']): string | undefined =>
  value ? b64Json({ ios_scheme: value.iosScheme, android_scheme: value.androidScheme }) : undefined;

function compact(fields: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== '') result[name] = value;
  return result;
}

export function purchaseFields(
  settings: PaywaySettings,
  input: PurchaseInput,
  now: Date,
): Record<string, string> {
  const { currency } = input.amount;
  const fields = compact({
    req_time: paywayRequestTime(input.requestTime ?? now),
    merchant_id: settings.merchantId,
    tran_id: input.tranId,
    amount: formatPaywayAmount(input.amount.amountMinor, currency),
    items: encodeItems(input.items, currency),
    shipping:
      input.shippingMinor === undefined ? undefined : formatPaywayAmount(input.shippingMinor, currency),
    firstname: input.firstName,
    lastname: input.lastName,
    email: input.email,
    phone: input.phone,
    type: input.type,
    payment_option: input.paymentOption,
    return_url: input.returnUrl ? b64(input.returnUrl) : undefined,
    cancel_url: input.cancelUrl,
    continue_success_url: input.continueSuccessUrl,
    return_deeplink: deeplink(input.returnDeeplink),
    currency,
    custom_fields: input.customFields ? b64Json(input.customFields) : undefined,
    return_params: input.returnParams,
    view_type: input.viewType,
    payment_gate: input.paymentGate === undefined ? undefined : String(input.paymentGate),
    lifetime: input.lifetimeMinutes === undefined ? undefined : String(input.lifetimeMinutes),
    skip_success_page: input.skipSuccessPage === undefined ? undefined : input.skipSuccessPage ? '1' : '0',
  });
  return { ...fields, hash: purchaseHash(settings.apiKey, fields, settings.hashViewTypeAndPaymentGate) };
}

export function generateQrFields(
  settings: PaywaySettings,
  input: GenerateQrInput,
  now: Date,
): Record<string, string> {
  const { currency } = input.amount;
  const fields = compact({
    req_time: paywayRequestTime(input.requestTime ?? now),
    merchant_id: settings.merchantId,
    tran_id: input.tranId,
    amount: formatPaywayAmount(input.amount.amountMinor, currency),
    items: encodeItems(input.items?.slice(0, 10), currency),
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    purchase_type: input.purchaseType,
    payment_option: input.paymentOption ?? 'abapay_khqr',
    callback_url: input.callbackUrl ? b64(input.callbackUrl) : undefined,
    return_deeplink: deeplink(input.returnDeeplink),
    currency,
    custom_fields: input.customFields ? b64Json(input.customFields) : undefined,
    return_params: input.returnParams,
    lifetime: String(input.lifetimeMinutes),
    qr_image_template: input.qrImageTemplate ?? 'template3_color',
  });
  return { ...fields, hash: generateQrHash(settings.apiKey, fields) };
}

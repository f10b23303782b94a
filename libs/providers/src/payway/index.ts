export { PaywayClient } from './payway.client';
export * from './payway.types';
export {
  PURCHASE_HASH_FIELDS,
  PURCHASE_HASH_FIELDS_WITH_VIEW,
  TRANSACTION_LIST_HASH_FIELDS,
  MERCHANT_REF_HASH_FIELDS,
  GENERATE_QR_HASH_FIELDS,
  PUSHBACK_SIGNATURE_HEADER,
  checkHash,
  encryptMerchantAuth,
  exchangeRateHash,
  generateQrHash,
  hashFields,
  paywayRequestTime,
  purchaseHash,
  pushbackSignature,
  refundHash,
  verifyPushbackSignature,
} from './payway.signature';
export { formatPaywayAmount, parsePaywayAmount } from './payway.money';
export { formatPaywayDate, mapPaymentStatus, parsePaywayDate } from './payway.status';
export { readPushback } from './payway.pushback';
export type { PaywayEndpoint } from './payway.errors';

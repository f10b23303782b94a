import type { SignVariant } from './roamesim.signature';
import type { TokenStore } from './token-store';

/** No secret ever reaches a logger: lines carry method names, paths, codes and timings only. */
export interface RoamesimLogger {
  debug?(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface RoamesimSettings {
  /** e.g. https://bpm.roamwifi.hk, or the sandbox's URL. */
  baseUrl: string;
  phone: string;
  password: string;
  signKey: string;
  /** Default 'A'. */
  signVariant?: SignVariant;
  /** Per HTTP call; default 15 s. */
  timeoutMs?: number;
  logger?: RoamesimLogger;
  /** Where the one shared token lives; default in memory (one process only). */
  tokenStore?: TokenStore;
  /** How long a token is reused before logging in again; default 55 min (the token lasts 1-2 h). */
  tokenTtlMs?: number;
  fetchImpl?: typeof fetch;
}

export interface RoamesimSku {
  skuId: number;
  name: string;
  /**
   * As the provider writes it: an ISO 3166-1 numeric code for a country ("40" = Austria; the
   * document sends a string in getSkus and a number in getSkuByGroup) or a 5-digit region code
   * ("99112"). Read it with the catalogue's country helper.
   */
  countryCode: string;
  /** getSkuByGroup only (empty elsewhere). */
  imageUrl: string;
  note: string;
  search: string;
  continentCode: number | null;
}

export interface RoamesimSkuGroups {
  continents: string[];
  groups: Record<string, RoamesimSku[]>;
}

export interface RoamesimNetwork {
  type: string;
  operator: string;
  name: string;
}

export interface RoamesimPackage {
  priceId: number;
  /** The document's integer pid; null when absent. */
  pid: number | null;
  apiCode: string;
  name: string;
  flows: number;
  unit: string;
  /** flows converted to MB (1 GB = 1024 MB). */
  dataMb: number;
  days: number;
  /** Wholesale USD (per day for a day pass). */
  priceUsd: number;
  premarkHtml: string;
  /** 0 = can be topped up, 1 = cannot. */
  flowType: number;
  expireDays: number | null;
  networks: RoamesimNetwork[];
  dayPass: boolean;
  minDay: number | null;
  maxDay: number | null;
  mustDate: boolean;
}

/** countryImageUrlDtoList: a covered country by its ISO 3166-1 numeric code (as text) and names. */
export interface RoamesimCountry {
  countryCode: string;
  /** English name (nameEn). */
  name: string;
  imageUrl: string;
}

export interface RoamesimPackageList {
  skuId: number;
  /** Order details id (the document's detailId, null in its examples). */
  detailId: number | null;
  /** ISO 3166-1 numeric code as text ("40"), or a 5-digit region code. */
  countryCode: string;
  name: string;
  imageUrl: string;
  /** English country names (["Austria"]); may be null in the answer, then empty. */
  supportCountries: string[];
  countries: RoamesimCountry[];
  packages: RoamesimPackage[];
}

export interface RoamesimCard {
  iccid: string;
  smdpAddress: string;
  activationCode: string;
  /** LPA:1$<smdp>$<activation code>, built when the answer lacks it. */
  lpa: string;
  data: string;
  validityDays: number | null;
  activateBefore: string;
  startDate: string;
  endDate: string;
  usedMb: number | null;
  apn: string;
  pdfUrl: string;
}

export interface RoamesimOrder {
  orderNum: string;
  /** false when the provider answered only the order number (backInfo 0). */
  complete: boolean;
  name: string;
  purchaseDate: string;
  count: number;
  priceUsd: number | null;
  status: number | null;
  renew: boolean;
  mainOrderNum: string;
  startDate: string;
  endDate: string;
  outerOrderId: string;
  outerItemId: string;
  priceId: number | null;
  renewOrderNums: string[];
  /** Empty until the provider has produced the eSIMs: poll getOrderInfo. */
  cards: RoamesimCard[];
}

export interface RoamesimPage<T> {
  total: number;
  page: number;
  rows: T[];
}

/** A queryOrder row. */
export interface RoamesimOrderRow {
  id: string;
  orderNum: string;
  count: number;
  priceUsd: number | null;
  totalUsd: number | null;
  createdAt: string;
  status: number | null;
  packetName: string;
  daypassDays: number | null;
  renew: boolean;
  outerOrderId: string;
  outerItemId: string;
}

export interface RoamesimPackageUsage {
  iccid: string;
  priceId: number | null;
  name: string;
  flows: number;
  unit: string;
  dataMb: number;
  days: number;
  /** null when not reported (day passes). */
  usedMb: number | null;
  beginDate: string;
  endDate: string;
  /** RoameSIM's state code (appendix 3.1 of its document); read it with libs/domain. */
  status: number | null;
}

/** A queryEsimOrder row: an order with the usage of its package on each eSIM. */
export interface RoamesimEsimOrder {
  orderNum: string;
  skuId: number | null;
  name: string;
  count: number;
  createdAt: string;
  status: number | null;
  totalUsd: number | null;
  renew: boolean;
  mainOrderNum: string;
  daypassDays: number | null;
  outerOrderId: string;
  outerItemId: string;
  packages: RoamesimPackageUsage[];
}

/** handlerEsimPdf type=link: the PDF of each eSIM of the order, by ICCID. */
export type RoamesimPdfLinks = Record<string, string>;

export interface RoamesimBalance {
  balance: number;
  currency: string;
}

/** Optional fields of order and top-up calls. */
export interface OrderOptions {
  /** Our order id: stored by the provider, the key placeOrderOnce looks orders up by. */
  otherOrderId?: string;
  otherItemId?: string;
  otherPrice?: string | number;
  remark?: string;
  /** 0 = order number only, 1 = full order object (default), 2 = PDF url. */
  backInfo?: 0 | 1 | 2;
  /** Day passes: days bought, within minDay..maxDay. */
  daypassDays?: number;
  /** MM/dd/yyyy, for packages with mustDate. */
  beginDate?: string;
  customerEmail?: string;
  isSendEmail?: boolean;
  pdfLanguage?: string;
}

export interface AddEsimOrderInput extends OrderOptions {
  skuId: number;
  priceId: number;
  count?: number;
}

export interface AddEsimOrderByApiCodeInput extends OrderOptions {
  apiCode: string;
  count?: number;
}

/** A top-up of an existing eSIM, named by iccid or by its order number. */
export type RenewTarget = { iccid: string; orderNum?: undefined } | { orderNum: string; iccid?: undefined };

export type RenewCardInput = RenewTarget & OrderOptions & { skuId: number; priceId: number };
export type RenewCardByApiCodeInput = RenewTarget & OrderOptions & { apiCode: string };

export interface QueryOrderInput {
  /** Inclusive, as YYYY-MM-DD in the provider's time zone (GMT+8), or a Date. */
  startDate: string | Date;
  endDate: string | Date;
  outerOrderId?: string;
  outerItemId?: string;
  page?: number;
  pageSize?: number;
}

export interface QueryEsimOrderInput {
  orderNum?: string;
  iccid?: string;
  status?: number;
  outerOrderId?: string;
  outerItemId?: string;
  pageNo?: number;
  pageSize?: number;
}

type WithOuterId<T> = T & { otherOrderId: string };

export type PlaceOrderInput =
  | ({ kind: 'order' } & WithOuterId<AddEsimOrderInput>)
  | ({ kind: 'orderByApiCode' } & WithOuterId<AddEsimOrderByApiCodeInput>)
  | ({ kind: 'renew' } & WithOuterId<RenewCardInput>)
  | ({ kind: 'renewByApiCode' } & WithOuterId<RenewCardByApiCodeInput>);

export interface PlaceOrderResult {
  order: RoamesimOrder;
  /** false: an order with this otherOrderId already existed, nothing was bought now. */
  created: boolean;
  /** true: the order call failed without a clear outcome, and the lookup found the order. */
  recovered: boolean;
}

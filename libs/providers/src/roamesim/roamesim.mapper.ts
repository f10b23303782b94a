import { roamesimStateCode } from '@app/domain';
import {
  asArray,
  asRecord,
  field,
  flag,
  isRecord,
  numberOr,
  numberOrNull,
  text,
  textList,
  toMb,
  type Raw,
} from './roamesim.lenient';
import type {
  RoamesimBalance,
  RoamesimCard,
  RoamesimEsimOrder,
  RoamesimOrder,
  RoamesimOrderRow,
  RoamesimPackage,
  RoamesimPackageList,
  RoamesimPackageUsage,
  RoamesimPage,
  RoamesimPdfLinks,
  RoamesimSku,
  RoamesimSkuGroups,
} from './roamesim.types';

/** The {code, message, data} envelope; code normalised to a trimmed string ("0", "-1", "1"). */
export interface RoamesimEnvelope {
  code: string;
  message: string;
  data: unknown;
}

/**
 * Lenient where the document is inconsistent: `code` is the string "0" on success but a number on
 * errors (and login answers the number 1); the login examples even capitalise `Code` and `Data`.
 */
export function mapEnvelope(json: unknown): RoamesimEnvelope | null {
  if (!isRecord(json)) return null;
  const code = field(json, 'code');
  if (code === undefined || typeof code === 'object') return null;
  return { code: String(code).trim(), message: text(json, 'message', 'msg'), data: field(json, 'data') };
}

/**
 * A SKU of getSkus (countryCode a string) or getSkuByGroup (countryCode a number, plus imageUrl,
 * note, search, continentCode). Both spellings of the code are read as text.
 */
export const mapSku = (raw: unknown): RoamesimSku => {
  const r = asRecord(raw);
  return {
    skuId: numberOr(0, r, 'skuid', 'skuId'),
    name: text(r, 'displayEn', 'display', 'name'),
    countryCode: text(r, 'countryCode', 'countrycode'),
    imageUrl: text(r, 'imageUrl'),
    note: text(r, 'note'),
    search: text(r, 'search'),
    continentCode: numberOrNull(r, 'continentCode'),
  };
};

export const mapSkus = (data: unknown): RoamesimSku[] =>
  asArray(data)
    .map(mapSku)
    .filter((sku) => sku.skuId > 0);

export function mapSkuGroups(data: unknown): RoamesimSkuGroups {
  const r = asRecord(data);
  const groups: Record<string, RoamesimSku[]> = {};
  for (const [continent, skus] of Object.entries(asRecord(field(r, 'data'))))
    groups[continent] = mapSkus(skus);
  const listed = asArray(field(r, 'continent', 'continents')).map(String);
  return { continents: listed.length > 0 ? listed : Object.keys(groups), groups };
}

export function mapPackage(raw: unknown): RoamesimPackage {
  const r = asRecord(raw);
  const flows = numberOr(0, r, 'flows', 'flow');
  const unit = text(r, 'unit') || 'MB';
  const supportDaypass = numberOr(0, r, 'supportDaypass', 'supportDayPass');
  return {
    priceId: numberOr(0, r, 'priceid', 'priceId'),
    pid: numberOrNull(r, 'pid'),
    apiCode: text(r, 'apiCode', 'apicode'),
    name: text(r, 'showName', 'showname', 'name'),
    flows,
    unit,
    dataMb: toMb(flows, unit),
    days: numberOr(0, r, 'days', 'day'),
    priceUsd: numberOr(0, r, 'price'),
    premarkHtml: text(r, 'premark'),
    flowType: numberOr(0, r, 'flowType'),
    expireDays: numberOrNull(r, 'expireDays'),
    networks: asArray(field(r, 'networkDtoList', 'networkList')).map((item) => {
      const n = asRecord(item);
      return {
        type: text(n, 'type'),
        operator: text(n, 'operator'),
        name: text(n, 'nameen', 'nameEn', 'namecn'),
      };
    }),
    dayPass: supportDaypass === 1,
    minDay: numberOrNull(r, 'minDay'),
    maxDay: numberOrNull(r, 'maxDay'),
    mustDate: flag(r, 'mustDate'),
  };
}

/**
 * getPackages / getIccidSupportPackageInfo. The document's examples list packages under
 * esimPackageDtoList (its field table says esimpackageDto: both are read).
 */
export function mapPackageList(data: unknown): RoamesimPackageList {
  const r = asRecord(Array.isArray(data) ? data[0] : data);
  return {
    skuId: numberOr(0, r, 'skuid', 'skuId'),
    detailId: numberOrNull(r, 'detailId'),
    countryCode: text(r, 'countrycode', 'countryCode'),
    name: text(r, 'displayEn', 'display'),
    imageUrl: text(r, 'imageUrl'),
    // English names in the document (["Austria"]); null in its physical-SIM examples
    supportCountries: textList(field(r, 'supportCountry', 'supportCountries')),
    countries: asArray(field(r, 'countryImageUrlDtoList')).map((item) => {
      const c = asRecord(item);
      return {
        countryCode: text(c, 'countryCode'),
        name: text(c, 'nameEn', 'name'),
        imageUrl: text(c, 'imageUrl'),
      };
    }),
    packages: asArray(field(r, 'esimPackageDtoList', 'esimpackageDto', 'esimPackageDto', 'packageList')).map(
      mapPackage,
    ),
  };
}

export function mapCard(raw: unknown): RoamesimCard {
  const r = asRecord(raw);
  const smdpAddress = text(r, 'sm_dp_address', 'smdpAddress', 'smDpAddress');
  const activationCode = text(r, 'activationCode', 'activation_code', 'matchingId');
  const given = text(r, 'code', 'qrString', 'qrCode', 'lpa', 'lpaCode');
  return {
    iccid: text(r, 'iccid'),
    smdpAddress,
    activationCode,
    lpa: given.startsWith('LPA:') || !smdpAddress ? given : `LPA:1$${smdpAddress}$${activationCode}`,
    data: text(r, 'data'),
    validityDays: numberOrNull(r, 'validity'),
    activateBefore: text(r, 'activateBefore'),
    startDate: text(r, 'startDate', 'starDate'),
    endDate: text(r, 'endDate'),
    usedMb: numberOrNull(r, 'usedMB', 'usedMb'),
    apn: text(r, 'apn'),
    pdfUrl: text(r, 'pdfUrl'),
  };
}

/** An order object, or just an order number (backInfo 0 answers a bare string). */
export function mapOrder(data: unknown): RoamesimOrder {
  const r: Raw =
    typeof data === 'string' || typeof data === 'number' ? { orderNum: String(data) } : asRecord(data);
  const complete = isRecord(data);
  return {
    orderNum: text(r, 'orderNum', 'orderNo', 'orderid'),
    complete,
    name: text(r, 'display', 'packetName'),
    purchaseDate: text(r, 'purchaseDate'),
    count: numberOr(complete ? 0 : 1, r, 'count'),
    priceUsd: numberOrNull(r, 'price'),
    status: numberOrNull(r, 'status'),
    renew: flag(r, 'renew') || flag(r, 'renewal'),
    mainOrderNum: text(r, 'mainOrderNum'),
    startDate: text(r, 'startDate', 'starDate'),
    endDate: text(r, 'endDate'),
    outerOrderId: text(r, 'outerOrderid', 'outerOrderId', 'outer_orderid', 'otherOrderId'),
    outerItemId: text(r, 'outerItemId', 'outerItemid', 'outer_itemid', 'otherItemId'),
    priceId: numberOrNull(r, 'priceId', 'priceid'),
    renewOrderNums: textList(field(r, 'renewOrderNum', 'renewOrderNums')),
    cards: asArray(field(r, 'cardApiDtoList', 'cardApiDto', 'cardList')).map(mapCard),
  };
}

const mapPage = <T>(data: unknown, row: (raw: unknown) => T): RoamesimPage<T> => {
  const r = asRecord(data);
  const rows = asArray(field(r, 'rows', 'list', 'records')).map(row);
  return { total: numberOr(rows.length, r, 'total'), page: numberOr(1, r, 'page', 'pageNo'), rows };
};

export const mapOrderRow = (raw: unknown): RoamesimOrderRow => {
  const r = asRecord(raw);
  return {
    id: text(r, 'id'),
    orderNum: text(r, 'orderid', 'orderId', 'orderNum'),
    count: numberOr(1, r, 'num', 'count'),
    priceUsd: numberOrNull(r, 'price'),
    totalUsd: numberOrNull(r, 'totle', 'total'),
    createdAt: text(r, 'subTime', 'createTime'),
    status: numberOrNull(r, 'status'),
    packetName: text(r, 'packetName'),
    daypassDays: numberOrNull(r, 'daypassDay', 'daypassDays'),
    renew: flag(r, 'renew'),
    outerOrderId: text(r, 'outerOrderid', 'outerOrderId', 'outer_orderid'),
    outerItemId: text(r, 'outerItemId', 'outerItemid', 'outer_itemid'),
  };
};

const mapPackageUsage = (raw: unknown): RoamesimPackageUsage => {
  const r = asRecord(raw);
  const flows = numberOr(0, r, 'flows');
  const unit = text(r, 'unit') || 'MB';
  return {
    iccid: text(r, 'iccid'),
    priceId: numberOrNull(r, 'priceId', 'priceid'),
    name: text(r, 'name'),
    flows,
    unit,
    dataMb: toMb(flows, unit),
    days: numberOr(0, r, 'days'),
    usedMb: numberOrNull(r, 'usedMb', 'usedMB'),
    beginDate: text(r, 'beginDate', 'startDate', 'starDate'),
    endDate: text(r, 'endDate'),
    // an integer in the document; roamesimStateCode also takes "0"
    status: roamesimStateCode(field(r, 'status')),
  };
};

export const mapEsimOrder = (raw: unknown): RoamesimEsimOrder => {
  const r = asRecord(raw);
  return {
    orderNum: text(r, 'orderNum', 'orderid'),
    skuId: numberOrNull(r, 'skuId', 'skuid'),
    name: text(r, 'skuName', 'packetName'),
    count: numberOr(1, r, 'count'),
    createdAt: text(r, 'createTime', 'subTime'),
    status: numberOrNull(r, 'status'),
    totalUsd: numberOrNull(r, 'totle', 'total'),
    renew: flag(r, 'renew'),
    mainOrderNum: text(r, 'mainOrderNum'),
    daypassDays: numberOrNull(r, 'daypassDay', 'daypassDays'),
    outerOrderId: text(r, 'outer_orderid', 'outerOrderid', 'outerOrderId'),
    outerItemId: text(r, 'outer_itemid', 'outerItemId', 'outerItemid'),
    packages: asArray(field(r, 'packageList', 'packages')).map(mapPackageUsage),
  };
};

export const mapOrderPage = (data: unknown) => mapPage(data, mapOrderRow);
export const mapEsimOrderPage = (data: unknown) => mapPage(data, mapEsimOrder);

export function mapBalance(data: unknown): RoamesimBalance {
  const r = asRecord(data);
  return { balance: numberOr(0, r, 'balance'), currency: text(r, 'currency') || 'USD' };
}

/** verifyResource: 1 (or true, "1") = enough stock. */
export const mapStock = (data: unknown): boolean => data === 1 || data === '1' || data === true;

/** handlerEsimPdf type=link: {<iccid>: <pdf url>}; type=email answers null (nothing to read). */
export function mapPdfLinks(data: unknown): RoamesimPdfLinks {
  const links: RoamesimPdfLinks = {};
  for (const [iccid, url] of Object.entries(asRecord(data)))
    if (typeof url === 'string' && url.trim()) links[iccid.trim()] = url.trim();
  return links;
}

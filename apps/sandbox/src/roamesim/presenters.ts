import type { CataloguePackage, CatalogueSku } from './catalogue';
import { numericCountryCode } from './country-codes';
import { formatDateGmt8, formatDate, formatDateTime } from './roamesim-request';
import type { RoamesimSim } from './roamesim-sim';
import type { SimCard, SimOrder } from './roamesim-store';
import type { PlanUsage } from './usage';

/**
 * Wire shapes of the RoameSIM (RoamWiFi BPM) API as its document V2.10 shows them in its example
 * answers: field names, value types (integer ids and statuses, numeric country codes as the
 * examples type them) and nulls. docs/conformance-roamesim.md lists where the examples and the
 * field tables disagree and which one is followed.
 */
const ACTIVATE_WITHIN_MS = 180 * 86_400_000;
const money = (value: number): string => value.toFixed(2);
/** The document's example card: dpId 9 (its one eSIM data provider). */
const DP_ID = 9;

/** Continent numbers (getSkuByGroup continentCode): Asia 1 and Common 7 as in the document. */
const CONTINENT_CODES: Record<string, number> = {
  Asia: 1,
  Europe: 2,
  Africa: 3,
  Americas: 4,
  'Middle East': 5,
  Oceania: 6,
  Common: 7,
};

/** getSkus: skuid an integer, countryCode a string ("99115", "40"). */
export const skuDto = (sku: CatalogueSku) => ({
  skuid: sku.skuid,
  display: sku.name,
  countryCode: numericCountryCode(sku.countryCode),
});

const image = (sim: RoamesimSim, code: string) => `${sim.publicUrl}/roamesim/img/${code}.svg`;

/** getSkuByGroup entry: countryCode and continentCode are numbers in the document's example. */
export const groupedSkuDto = (sim: RoamesimSim, sku: CatalogueSku) => {
  const names = sku.supportCountry.map((iso) => sim.catalogue.countryName(iso)).join(',');
  return {
    skuid: sku.skuid,
    countryCode: Number(numericCountryCode(sku.countryCode)),
    imageUrl: image(sim, sku.countryCode),
    display: sku.name,
    note: sku.isRegion ? names : sku.name,
    search: names,
    continentCode: CONTINENT_CODES[sku.continent] ?? 7,
  };
};

export function skuGroupsDto(sim: RoamesimSim, skus: readonly CatalogueSku[]) {
  const data: Record<string, ReturnType<typeof groupedSkuDto>[]> = {};
  for (const sku of skus) (data[sku.continent] ??= []).push(groupedSkuDto(sim, sku));
  return { continent: Object.keys(data), data };
}

export const packageDto = (pkg: CataloguePackage) => ({
  flows: pkg.flows,
  days: pkg.days,
  unit: pkg.unit,
  price: pkg.price,
  priceid: pkg.priceid,
  flowType: pkg.flowType,
  countryImageUrlDtoList: null,
  showName: pkg.showName,
  pid: pkg.pid,
  premark: pkg.premark,
  overlay: 1,
  expireDays: 0,
  networkDtoList: pkg.networkDtoList,
  supportDaypass: pkg.supportDaypass,
  openCardFee: 0,
  minDay: pkg.minDay,
  singleDiscountDay: 0,
  singleDiscount: 0,
  maxDiscount: 0,
  maxDay: pkg.maxDay,
  mustDate: 0,
  apiCode: pkg.apiCode,
});

/**
 * getPackages and getIccidSupportPackageInfo (both list under esimPackageDtoList, as the
 * document's examples do): countrycode a numeric string, supportCountry English names,
 * countryImageUrlDtoList[].countryCode a number, detailId and expirydate null.
 */
export function packageListDto(sim: RoamesimSim, sku: CatalogueSku, packages: readonly CataloguePackage[]) {
  return {
    skuid: sku.skuid,
    detailId: null,
    countrycode: numericCountryCode(sku.countryCode),
    imageUrl: image(sim, sku.countryCode),
    display: sku.name,
    displayEn: sku.name,
    esimPackageDtoList: packages.map(packageDto),
    supportCountry: sku.supportCountry.map((iso) => sim.catalogue.countryName(iso)),
    expirydate: null,
    countryImageUrlDtoList: sku.supportCountry.map((iso) => ({
      imageUrl: image(sim, iso),
      countryCode: Number(numericCountryCode(iso)),
      name: sim.catalogue.countryName(iso),
      nameEn: sim.catalogue.countryName(iso),
    })),
  };
}

/** Dates in GMT+8 'YYYY-MM-DD HH:mm:ss', or null (the document's examples show null when unset). */
const simDate = (ms: number | null): string | null => (ms === null ? null : formatDateTime(ms));

/** The installation PDF of one eSIM (served by the sandbox). */
export const pdfUrl = (sim: RoamesimSim, iccid: string): string =>
  `${sim.publicUrl}/roamesim/pdf/${iccid}.pdf`;

/** Options of the order object: backInfo 2 fills pdfUrl (the document: "returns the PDF-URL"). */
export interface OrderDtoOptions {
  withPdf?: boolean;
}

function cardDto(sim: RoamesimSim, order: SimOrder, card: SimCard, options: OrderDtoOptions) {
  const usage = sim.usageOf(card).find((u) => u.plan.orderNum === order.orderNum);
  const pkg = sim.catalogue.byPriceId(order.priceid);
  const begun = usage !== undefined && usage.status !== 'not_installed' && usage.status !== 'pending';
  return {
    data: pkg ? `${pkg.flows}${pkg.unit}` : '',
    validity: order.daypassDays ?? pkg?.days ?? 0,
    sm_dp_address: card.smdpAddress,
    activationCode: card.activationCode,
    mobileNumber: '',
    iccid: card.iccid,
    activateBefore: formatDateGmt8(order.createdAt + ACTIVATE_WITHIN_MS),
    code: `LPA:1$${card.smdpAddress}$${card.activationCode}`,
    usedMB: (usage?.usedMb ?? 0).toFixed(1),
    startDate: begun ? simDate(usage.beginSim) : null,
    endDate: begun ? simDate(usage.endSim) : null,
    pdfUrl: options.withPdf ? pdfUrl(sim, card.iccid) : null,
    dpId: DP_ID,
    dpStatus: null,
    eid: null,
    apn: 'internet',
  };
}

/**
 * The order object (addEsimOrder / renewCard with backInfo 1 or 2, getOrderInfo, reDownOrderPDF).
 * The document's field table spells the order's start date `starDate`, its examples `startDate`:
 * the sandbox answers as the examples do.
 */
export function orderDto(sim: RoamesimSim, order: SimOrder, options: OrderDtoOptions = {}) {
  const ready = sim.isReady(order);
  const iccids = ready ? order.iccids.filter((i) => !order.refundedIccids.includes(i)) : [];
  const cards = iccids.map((iccid) => cardDto(sim, order, sim.store.card(iccid) as SimCard, options));
  return {
    orderNum: order.orderNum,
    display: order.display,
    purchaseDate: formatDateGmt8(order.createdAt),
    count: order.count,
    price: money(order.unitPrice),
    status: order.status,
    renewal: order.renew === 1,
    mainOrderNum: order.mainOrderNum ?? null,
    startDate: cards[0]?.startDate ?? null,
    endDate: cards[0]?.endDate ?? null,
    outerOrderid: order.otherOrderId ?? '',
    outerItemId: order.otherItemId ?? '',
    renew: order.renew,
    priceId: order.priceid,
    renewOrderNum: order.renewOrderNums,
    cardApiDtoList: cards,
  };
}

/** A queryOrder row, spelled as the document's example (outerOrderId, dNum and flowType as strings). */
export const orderRowDto = (sim: RoamesimSim, order: SimOrder) => ({
  id: order.seq,
  orderid: order.orderNum,
  orderType: 1,
  num: order.count,
  price: money(order.unitPrice),
  totle: money(order.total),
  subTime: formatDateTime(order.createdAt),
  status: order.status,
  dNum: sim.isReady(order) ? String(order.count) : '',
  flowType: String(sim.catalogue.byPriceId(order.priceid)?.flowType ?? 0),
  downpass: '',
  otype: null,
  ostatus: null,
  count: null,
  pflag: order.renew === 0,
  packetName: order.packetName,
  expireDate: formatDate(order.createdAt + ACTIVATE_WITHIN_MS),
  daypassDay: order.daypassDays ?? 0,
  renew: order.renew,
  outerOrderId: order.otherOrderId ?? '',
  outerItemId: order.otherItemId ?? '',
});

/**
 * A package's state code from the document's table (appendix 3.1): 0 paid (not begun, running:
 * the begin date tells them apart), 5 ended.
 */
const planStateCode = (usage: PlanUsage): number => (usage.status === 'expired' ? 5 : 0);

const packageUsageDto = (order: SimOrder, iccid: string, usage: PlanUsage, index: number) => {
  const begun = usage.status === 'active' || usage.status === 'expired';
  return {
    id: order.seq * 100 + index + 1,
    flows: usage.plan.flows,
    unit: usage.plan.unit,
    days: usage.plan.days,
    usedMb: usage.usedMb ?? 0,
    name: usage.plan.name,
    beginDate: begun ? simDate(usage.beginSim) : null,
    endDate: begun ? simDate(usage.endSim) : null,
    status: planStateCode(usage),
    iccid,
    priceId: usage.plan.priceid,
  };
};

/** A queryEsimOrder row: the order with the usage of its package on each of its eSIMs. */
export function esimOrderRowDto(sim: RoamesimSim, order: SimOrder) {
  const pkg = sim.catalogue.byPriceId(order.priceid);
  const packageList = !sim.isReady(order)
    ? []
    : order.iccids
        .filter((iccid) => !order.refundedIccids.includes(iccid))
        .flatMap((iccid, index) => {
          const usage = sim
            .usageOf(sim.store.card(iccid) as SimCard)
            .find((u) => u.plan.orderNum === order.orderNum);
          return usage ? [packageUsageDto(order, iccid, usage, index)] : [];
        });
  return {
    orderNum: order.orderNum,
    skuId: order.skuid,
    skuName: order.display,
    type: pkg?.supportDaypass ?? 0,
    daypassDay: order.daypassDays ?? 0,
    count: order.count,
    createTime: `${formatDateTime(order.createdAt)}.0`,
    status: order.status,
    totle: money(order.total),
    outer_orderid: order.otherOrderId ?? null,
    outer_itemid: order.otherItemId ?? null,
    pflag: order.renew === 0,
    flowType: pkg?.flowType ?? 0,
    remark: order.remark ?? null,
    email: order.customerEmail ?? null,
    cardType: 0,
    renew: order.renew,
    packageList,
  };
}

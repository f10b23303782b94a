import type { CataloguePackage, CatalogueSku } from './catalogue';
import { formatDateGmt8, formatDate, formatDateTime } from './roamesim-request';
import type { RoamesimSim } from './roamesim-sim';
import type { SimCard, SimOrder } from './roamesim-store';
import type { PlanUsage } from './usage';

/** Wire shapes of the RoameSIM (RoamWiFi BPM) API, field names and quirks as documented. */
const ACTIVATE_WITHIN_MS = 180 * 86_400_000;
const money = (value: number): string => value.toFixed(2);

export const skuDto = (sku: CatalogueSku) => ({
  skuid: sku.skuid,
  display: sku.name,
  countryCode: sku.countryCode,
});

export function skuGroupsDto(skus: readonly CatalogueSku[]) {
  const data: Record<string, ReturnType<typeof skuDto>[]> = {};
  for (const sku of skus) (data[sku.continent] ??= []).push(skuDto(sku));
  return { continent: Object.keys(data), data };
}

export const packageDto = (pkg: CataloguePackage) => ({
  flows: pkg.flows,
  unit: pkg.unit,
  days: pkg.days,
  price: pkg.price,
  priceid: pkg.priceid,
  pid: pkg.pid,
  apiCode: pkg.apiCode,
  showName: pkg.showName,
  premark: pkg.premark,
  flowType: pkg.flowType,
  expireDays: 180,
  overlay: 0,
  networkDtoList: pkg.networkDtoList,
  supportDaypass: pkg.supportDaypass,
  minDay: pkg.minDay,
  maxDay: pkg.maxDay,
  singleDiscountDay: 0,
  singleDiscount: 0,
  maxDiscount: 0,
  mustDate: 0,
  openCardFee: 0,
});

/** getPackages (list under esimPackageDtoList) and, with listKey 'esimpackageDto', the top-up list. */
export function packageListDto(
  sim: RoamesimSim,
  sku: CatalogueSku,
  packages: readonly CataloguePackage[],
  listKey: 'esimPackageDtoList' | 'esimpackageDto' = 'esimPackageDtoList',
) {
  const image = (code: string) => `${sim.publicUrl}/roamesim/img/${code}.svg`;
  return {
    skuid: sku.skuid,
    countrycode: sku.countryCode,
    imageUrl: image(sku.countryCode),
    display: sku.name,
    displayEn: sku.name,
    supportCountry: sku.supportCountry,
    expirydate: 180,
    countryImageUrlDtoList: sku.supportCountry.map((iso) => ({
      imageUrl: image(iso),
      countryCode: iso,
      name: sim.catalogue.countryName(iso),
      nameEn: sim.catalogue.countryName(iso),
    })),
    [listKey]: packages.map(packageDto),
  };
}

const simDate = (ms: number | null): string => (ms === null ? '' : formatDateTime(ms));

function cardDto(sim: RoamesimSim, order: SimOrder, card: SimCard) {
  const usage = sim.usageOf(card).find((u) => u.plan.orderNum === order.orderNum);
  const pkg = sim.catalogue.byPriceId(order.priceid);
  return {
    data: pkg ? `${pkg.flows}${pkg.unit}${pkg.supportDaypass ? '/day' : ''}` : '',
    validity: order.daypassDays ?? pkg?.days ?? 0,
    sm_dp_address: card.smdpAddress,
    activationCode: card.activationCode,
    mobileNumber: '',
    iccid: card.iccid,
    activateBefore: formatDateGmt8(order.createdAt + ACTIVATE_WITHIN_MS),
    code: `LPA:1$${card.smdpAddress}$${card.activationCode}`,
    usedMB: (usage?.usedMb ?? 0).toFixed(1),
    startDate: simDate(usage?.beginSim ?? null),
    endDate: simDate(usage?.endSim ?? null),
    pdfUrl: '',
    dpId: '',
    dpStatus: '',
    eid: '',
    apn: 'internet',
  };
}

/** The order object (addEsimOrder with backInfo=1, getOrderInfo, renewCard). */
export function orderDto(sim: RoamesimSim, order: SimOrder) {
  const ready = sim.isReady(order);
  const cards = ready ? order.iccids.filter((i) => !order.refundedIccids.includes(i)) : [];
  const first = cards[0] ? cardDto(sim, order, sim.store.card(cards[0]) as SimCard) : undefined;
  return {
    orderNum: order.orderNum,
    display: order.display,
    purchaseDate: formatDateGmt8(order.createdAt),
    count: order.count,
    price: money(order.unitPrice),
    status: order.status,
    renewal: order.renew === 1,
    mainOrderNum: order.mainOrderNum ?? '',
    // the docs spell it both ways; this answer uses the table's spelling
    starDate: first?.startDate ?? '',
    endDate: first?.endDate ?? '',
    outerOrderid: order.otherOrderId ?? '',
    outerItemId: order.otherItemId ?? '',
    renew: order.renew,
    priceId: order.priceid,
    daypassDays: order.daypassDays ?? 0,
    renewOrderNum: order.renewOrderNums,
    cardApiDtoList: cards.map((iccid) => cardDto(sim, order, sim.store.card(iccid) as SimCard)),
  };
}

/** A queryOrder row. */
export const orderRowDto = (sim: RoamesimSim, order: SimOrder) => ({
  id: order.seq,
  orderid: order.orderNum,
  orderType: order.renew ? 2 : 1,
  num: order.count,
  price: money(order.unitPrice),
  totle: money(order.total),
  subTime: formatDateTime(order.createdAt),
  status: order.status,
  dNum: sim.isReady(order) ? order.count : 0,
  flowType: sim.catalogue.byPriceId(order.priceid)?.flowType ?? 0,
  pflag: 0,
  packetName: order.packetName,
  expireDate: formatDate(order.createdAt + ACTIVATE_WITHIN_MS),
  daypassDay: order.daypassDays ?? 0,
  renew: order.renew,
  outerOrderid: order.otherOrderId ?? '',
  outerItemId: order.otherItemId ?? '',
});

const packageUsageDto = (order: SimOrder, iccid: string, usage: PlanUsage, index: number) => ({
  id: `${order.seq}${String(index + 1).padStart(2, '0')}`,
  flows: usage.plan.flows,
  unit: usage.plan.unit,
  days: usage.plan.days,
  usedMb: usage.usedMb,
  name: usage.plan.name,
  beginDate: simDate(usage.beginSim),
  endDate: simDate(usage.endSim),
  status: usage.status,
  iccid,
  priceId: usage.plan.priceid,
});

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
    createTime: formatDateTime(order.createdAt),
    status: order.status,
    totle: money(order.total),
    outer_orderid: order.otherOrderId ?? '',
    outer_itemid: order.otherItemId ?? '',
    pflag: 0,
    flowType: pkg?.flowType ?? 0,
    renew: order.renew,
    mainOrderNum: order.mainOrderNum ?? '',
    remark: order.remark ?? '',
    email: order.customerEmail ?? '',
    cardType: 0,
    packageList,
  };
}

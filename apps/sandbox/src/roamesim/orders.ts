import type { CataloguePackage } from './catalogue';
import { formatDate, intParam, param, requireParam, SimError, type Params } from './roamesim-request';
import type { RoamesimSim } from './roamesim-sim';
import type { SimCard, SimOrder } from './roamesim-store';
import type { SimPlan } from './usage';

const round2 = (value: number): number => Math.round(value * 100) / 100;

export interface ResolvedPackage {
  pkg: CataloguePackage;
  /** Day count carried in a day-pass apiCode whose '?' was filled in ('…-0-5-500-M-D'). */
  days?: number;
}

/** skuId + priceId (either spelling), checked against each other. */
export function resolveBySku(sim: RoamesimSim, params: Params): ResolvedPackage {
  const skuid = intParam(params, 'skuId', 'skuid');
  const priceid = intParam(params, 'priceId', 'priceid');
  const pkg = sim.catalogue.byPriceId(priceid);
  if (!pkg || pkg.skuid !== skuid) throw new SimError(3, 'data not exist: no such skuId/priceId');
  return { pkg };
}

export function resolveByApiCode(sim: RoamesimSim, params: Params): ResolvedPackage {
  const apiCode = requireParam(params, 'apiCode', 'apicode');
  const exact = sim.catalogue.byApiCode(apiCode);
  if (exact) return { pkg: exact };
  const parts = apiCode.split('-');
  if (parts.length === 6 && /^\d+$/.test(parts[2] ?? '')) {
    const pkg = sim.catalogue.byApiCode([...parts.slice(0, 2), '?', ...parts.slice(3)].join('-'));
    if (pkg) return { pkg, days: Number(parts[2]) };
  }
  throw new SimError(3, 'data not exist: no such apiCode');
}

function dayPassDays(params: Params, resolved: ResolvedPackage): number | undefined {
  const { pkg } = resolved;
  if (pkg.supportDaypass !== 1) return undefined;
  const raw =
    param(params, 'daypassDays', 'daypassdays') ??
    (resolved.days !== undefined ? String(resolved.days) : undefined);
  if (raw === undefined) throw new SimError(-2, 'daypassDays is empty (day-pass package)');
  const days = Number(raw);
  if (!Number.isInteger(days) || days < pkg.minDay || days > pkg.maxDay) {
    throw new SimError(99, `daypassDays must be between ${pkg.minDay} and ${pkg.maxDay}`);
  }
  return days;
}

function orderCount(params: Params): number {
  const raw = param(params, 'count') ?? '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 20) throw new SimError(-2, 'count must be 1..20');
  return count;
}

function newOrder(sim: RoamesimSim, params: Params, resolved: ResolvedPackage, count: number): SimOrder {
  const { pkg } = resolved;
  const daypassDays = dayPassDays(params, resolved);
  const unitPrice = round2(pkg.price * (daypassDays ?? 1));
  const total = round2(unitPrice * count);
  sim.charge(total);
  const seq = sim.store.nextOrderSeq();
  const now = Date.now();
  const sku = sim.catalogue.sku(pkg.skuid);
  return {
    orderNum: `EP${formatDate(now).replace(/-/g, '')}${String(seq).padStart(6, '0')}`,
    seq,
    skuid: pkg.skuid,
    priceid: pkg.priceid,
    apiCode: pkg.apiCode,
    display: sku?.name ?? String(pkg.skuid),
    packetName: pkg.showName,
    count,
    daypassDays,
    unitPrice,
    total,
    createdAt: now,
    readyAt: now + sim.knobs.cardDelayMs,
    otherOrderId: param(params, 'otherOrderId'),
    otherItemId: param(params, 'otherItemId'),
    otherPrice: param(params, 'otherPrice'),
    remark: param(params, 'remark'),
    customerEmail: param(params, 'customerEmail'),
    status: 0,
    renew: 0,
    renewOrderNums: [],
    iccids: [],
    refundedIccids: [],
  };
}

const planFor = (sim: RoamesimSim, order: SimOrder, pkg: CataloguePackage): SimPlan => ({
  orderNum: order.orderNum,
  priceid: pkg.priceid,
  name: pkg.showName,
  flows: pkg.flows,
  unit: pkg.unit,
  days: order.daypassDays ?? pkg.days,
  daypass: pkg.supportDaypass === 1,
  addedAtSim: sim.store.clock.now(),
});

/** addEsimOrder / addEsimOrderByApiCode: spends the balance, creates `count` eSIMs. */
export function addOrder(sim: RoamesimSim, params: Params, resolved: ResolvedPackage): SimOrder {
  const order = newOrder(sim, params, resolved, orderCount(params));
  const cards: SimCard[] = [];
  for (let i = 0; i < order.count; i += 1) {
    const card = sim.newCard(order.orderNum, resolved.pkg.skuid);
    card.plans.push(planFor(sim, order, resolved.pkg));
    cards.push(card);
  }
  order.iccids = cards.map((card) => card.iccid);
  sim.store.addOrder(order, cards);
  return order;
}

/** The eSIM a top-up is for: by iccid, or the first eSIM of orderNum. */
export function cardFor(sim: RoamesimSim, params: Params): SimCard {
  const iccid = param(params, 'iccid');
  const orderNum = param(params, 'orderNum', 'ordernum');
  if (!iccid && !orderNum) throw new SimError(-2, 'iccid or orderNum is empty');
  const order = orderNum ? sim.store.order(orderNum) : undefined;
  const card = iccid ? sim.store.card(iccid) : order ? sim.store.card(order.iccids[0] ?? '') : undefined;
  if (!card || card.plans.length === 0) throw new SimError(3, 'data not exist: no such eSIM');
  return card;
}

/** renewCard / renewCardByApiCode: a new order with renew 1 adding a plan to an existing eSIM. */
export function renewCard(sim: RoamesimSim, params: Params, resolved: ResolvedPackage): SimOrder {
  const card = cardFor(sim, params);
  const main = sim.store.order(card.mainOrderNum);
  if (!main || !sim.isReady(main)) throw new SimError(4, 'order status abnormal: eSIM not delivered yet');
  if (resolved.pkg.skuid !== card.skuid || resolved.pkg.flowType !== 0) {
    throw new SimError(3, 'data not exist: package cannot top up this eSIM');
  }
  const order = newOrder(sim, params, resolved, 1);
  order.renew = 1;
  order.mainOrderNum = main.orderNum;
  order.readyAt = order.createdAt;
  order.iccids = [card.iccid];
  card.plans.push(planFor(sim, order, resolved.pkg));
  main.renewOrderNums.push(order.orderNum);
  sim.store.addOrder(order, []);
  return order;
}

/** refundOrder: only while the eSIM is not installed (a top-up: while its plan has not started). */
export function refundOrder(sim: RoamesimSim, params: Params): void {
  const order = sim.store.order(requireParam(params, 'orderNum', 'ordernum'));
  if (!order) throw new SimError(3, 'data not exist: no such order');
  if (order.status !== 0 && order.status !== 4) throw new SimError(4, 'order status abnormal');
  const open = order.iccids.filter((iccid) => !order.refundedIccids.includes(iccid));
  const asked =
    param(params, 'iccids')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? open;
  for (const iccid of asked) {
    if (!open.includes(iccid))
      throw new SimError(3, `data not exist: ${iccid} is not refundable in this order`);
    const card = sim.store.card(iccid) as SimCard;
    const usage = sim.usageOf(card).find((u) => u.plan.orderNum === order.orderNum);
    if (!usage || (usage.status !== 'not_installed' && usage.status !== 'pending')) {
      throw new SimError(4, 'order status abnormal: the eSIM has been installed, it cannot be refunded');
    }
  }
  for (const iccid of asked) {
    const card = sim.store.card(iccid) as SimCard;
    card.plans = card.plans.filter((plan) => plan.orderNum !== order.orderNum);
    order.refundedIccids.push(iccid);
  }
  order.status = order.refundedIccids.length >= order.iccids.length ? 2 : 4;
  sim.store.balance = sim.store.balance + order.unitPrice * asked.length;
  sim.store.changed();
}

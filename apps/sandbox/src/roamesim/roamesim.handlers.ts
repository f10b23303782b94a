import { addOrder, cardFor, refundOrder, renewCard, resolveByApiCode, resolveBySku } from './orders';
import { orderDto, packageListDto, pdfUrl, skuDto, skuGroupsDto } from './presenters';
import { queryEsimOrder, queryOrder } from './queries';
import { intParam, param, requireParam, SimError, type Params } from './roamesim-request';
import type { RoamesimSim } from './roamesim-sim';
import type { SimOrder } from './roamesim-store';

export interface MethodHandler {
  /** Spends balance or changes orders: may hang after committing (timeout-after-commit fault). */
  mutating?: boolean;
  /** The success message of the document's example for this method (default "success"). */
  message?: string | ((data: unknown, params: Params) => string);
  run(sim: RoamesimSim, params: Params): unknown;
}

/** backInfo 1 = the order object, 2 = the order object with its PDF urls, 0 / empty = the order number. */
const orderAnswer = (sim: RoamesimSim, order: SimOrder, params: Params): unknown => {
  const backInfo = param(params, 'backInfo') ?? '0';
  if (backInfo === '0') return order.orderNum;
  return orderDto(sim, order, { withPdf: backInfo === '2' });
};

const orderOf = (sim: RoamesimSim, orderNum: string): SimOrder => {
  const order = sim.store.order(orderNum);
  if (!order) throw new SimError(3, 'data not exist');
  return order;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const stockAnswer = (params: Params): number => (Number(param(params, 'count') ?? 1) <= 50 ? 1 : 0);

export const HANDLERS: Record<string, MethodHandler> = {
  getSkus: { run: (sim) => sim.catalogue.skus.map(skuDto) },
  getSkuByGroup: { run: (sim) => skuGroupsDto(sim, sim.catalogue.skus) },
  getPackages: {
    message: '成功',
    run: (sim, params) => {
      const sku = sim.catalogue.sku(intParam(params, 'skuId', 'skuid'));
      if (!sku) throw new SimError(3, 'data not exist: no such skuId');
      return packageListDto(sim, sku, sim.catalogue.packagesOf(sku.skuid));
    },
  },
  verifyResource: {
    run: (sim, params) => {
      resolveBySku(sim, params);
      return stockAnswer(params);
    },
  },
  verifyResourceByApiCode: {
    run: (sim, params) => {
      resolveByApiCode(sim, params);
      return stockAnswer(params);
    },
  },
  addEsimOrder: {
    mutating: true,
    run: (sim, params) => orderAnswer(sim, addOrder(sim, params, resolveBySku(sim, params)), params),
  },
  addEsimOrderByApiCode: {
    mutating: true,
    run: (sim, params) => orderAnswer(sim, addOrder(sim, params, resolveByApiCode(sim, params)), params),
  },
  renewCard: {
    mutating: true,
    run: (sim, params) => orderAnswer(sim, renewCard(sim, params, resolveBySku(sim, params)), params),
  },
  renewCardByApiCode: {
    mutating: true,
    run: (sim, params) => orderAnswer(sim, renewCard(sim, params, resolveByApiCode(sim, params)), params),
  },
  getOrderInfo: {
    run: (sim, params) => {
      const order = sim.store.order(requireParam(params, 'orderNum'));
      if (!order) throw new SimError(-3, 'get fail');
      return orderDto(sim, order);
    },
  },
  reDownOrderPDF: {
    run: (sim, params) => {
      const order = orderOf(sim, requireParam(params, 'orderNum'));
      if (order.status !== 0 && order.status !== 4) throw new SimError(4, 'Order Status Abnormal');
      return orderAnswer(sim, order, params);
    },
  },
  handlerEsimPdf: {
    message: (data) => (data === null ? 'PDF has been sent to the email' : 'Successful return of pdf link'),
    run: (sim, params) => {
      const type = requireParam(params, 'type');
      const orderNum = requireParam(params, 'orderId');
      const order = sim.store.order(orderNum);
      if (!order) throw new SimError(99, `order ${orderNum} not exist`);
      if ((order.status !== 0 && order.status !== 4) || !sim.isReady(order))
        throw new SimError(99, 'Cannot download in abnormal state');
      const live = order.iccids.filter((iccid) => !order.refundedIccids.includes(iccid));
      const wanted =
        param(params, 'iccids')
          ?.split(',')
          .map((iccid) => iccid.trim()) ?? live;
      for (const iccid of wanted)
        if (!live.includes(iccid)) throw new SimError(99, `esim ${iccid} not exist`);
      if (type === 'link') return Object.fromEntries(wanted.map((iccid) => [iccid, pdfUrl(sim, iccid)]));
      if (type !== 'email') throw new SimError(-3, 'Format mismatch');
      const email = requireParam(params, 'email');
      if (!EMAIL.test(email)) throw new SimError(-3, 'Format mismatch');
      sim.pdfEmails.push({ orderNum, iccids: wanted, email, at: Date.now() });
      return null;
    },
  },
  queryOrder: { run: (sim, params) => queryOrder(sim, params) },
  queryEsimOrder: { run: (sim, params) => queryEsimOrder(sim, params) },
  getIccidSupportPackageInfo: {
    message: '成功',
    run: (sim, params) => {
      const card = cardFor(sim, { iccid: requireParam(params, 'iccid') });
      const sku = sim.catalogue.sku(card.skuid);
      if (!sku) throw new SimError(3, 'data not exist');
      const renewable = sim.catalogue.packagesOf(sku.skuid).filter((pkg) => pkg.flowType === 0);
      return packageListDto(sim, sku, renewable);
    },
  },
  refundOrder: {
    mutating: true,
    run: (sim, params) => {
      refundOrder(sim, params);
      return null;
    },
  },
  getBalance: {
    message: '成功',
    run: (sim) => ({ balance: sim.store.balance.toFixed(2), currency: 'USD' }),
  },
};

/** Method names exactly as the document writes them (paths are case-sensitive). */
export const findHandler = (method: string): MethodHandler | undefined =>
  Object.hasOwn(HANDLERS, method) ? HANDLERS[method] : undefined;

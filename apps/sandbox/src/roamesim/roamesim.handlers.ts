import { addOrder, cardFor, refundOrder, renewCard, resolveByApiCode, resolveBySku } from './orders';
import { orderDto, packageListDto, skuDto, skuGroupsDto } from './presenters';
import { queryEsimOrder, queryOrder } from './queries';
import { intParam, param, requireParam, SimError, type Params } from './roamesim-request';
import type { RoamesimSim } from './roamesim-sim';
import type { SimOrder } from './roamesim-store';

export interface MethodHandler {
  /** Spends balance or changes orders: may hang after committing (timeout-after-commit fault). */
  mutating?: boolean;
  /**
   * The real API is inconsistent about the type of `code`: these methods answer the string "0",
   * the others the number 0 (clients must compare String(code)).
   */
  stringCode?: boolean;
  run(sim: RoamesimSim, params: Params): unknown;
}

/** backInfo 1 (or 2) = the order object, 0 / empty = just the order number. */
const orderAnswer = (sim: RoamesimSim, order: SimOrder, params: Params): unknown =>
  (param(params, 'backInfo') ?? '0') === '0' ? order.orderNum : orderDto(sim, order);

const stockAnswer = (params: Params): number => (Number(param(params, 'count') ?? 1) <= 50 ? 1 : 0);

export const HANDLERS: Record<string, MethodHandler> = {
  getSkus: { stringCode: true, run: (sim) => sim.catalogue.skus.map(skuDto) },
  getSkuByGroup: { stringCode: true, run: (sim) => skuGroupsDto(sim.catalogue.skus) },
  getPackages: {
    stringCode: true,
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
    run: (sim, params) => orderDto(sim, renewCard(sim, params, resolveBySku(sim, params))),
  },
  renewCardByApiCode: {
    mutating: true,
    run: (sim, params) => orderDto(sim, renewCard(sim, params, resolveByApiCode(sim, params))),
  },
  getOrderInfo: {
    stringCode: true,
    run: (sim, params) => {
      const order = sim.store.order(requireParam(params, 'orderNum', 'ordernum'));
      if (!order) throw new SimError(3, 'data not exist: no such order');
      return orderDto(sim, order);
    },
  },
  queryOrder: { run: (sim, params) => queryOrder(sim, params) },
  queryEsimOrder: { stringCode: true, run: (sim, params) => queryEsimOrder(sim, params) },
  getIccidSupportPackageInfo: {
    stringCode: true,
    run: (sim, params) => {
      const card = cardFor(sim, { iccid: requireParam(params, 'iccid') });
      const sku = sim.catalogue.sku(card.skuid);
      if (!sku) throw new SimError(3, 'data not exist');
      const renewable = sim.catalogue.packagesOf(sku.skuid).filter((pkg) => pkg.flowType === 0);
      return packageListDto(sim, sku, renewable, 'esimpackageDto');
    },
  },
  refundOrder: {
    mutating: true,
    run: (sim, params) => {
      refundOrder(sim, params);
      return null;
    },
  },
  getBalance: { run: (sim) => ({ balance: sim.store.balance.toFixed(2), currency: 'USD' }) },
};

/** Method names are matched case-insensitively (getICCIDSupportPackageInfo works too). */
const byLowerName = new Map(Object.entries(HANDLERS).map(([name, handler]) => [name.toLowerCase(), handler]));
export const findHandler = (method: string): MethodHandler | undefined =>
  byLowerName.get(method.toLowerCase());

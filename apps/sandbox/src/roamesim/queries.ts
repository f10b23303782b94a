import { esimOrderRowDto, orderRowDto } from './presenters';
import { param, parseDate, requireParam, SimError, type Params } from './roamesim-request';
import type { RoamesimSim } from './roamesim-sim';
import type { SimOrder } from './roamesim-store';

const THREE_MONTHS_MS = 92 * 86_400_000;

function page<T>(rows: T[], params: Params, defaultSize: number) {
  const pageNo = Math.max(1, Number(param(params, 'pageNo', 'page') ?? 1) || 1);
  const pageSize = Math.min(
    200,
    Math.max(1, Number(param(params, 'pageSize') ?? defaultSize) || defaultSize),
  );
  return { total: rows.length, page: pageNo, rows: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
}

const newestFirst = (orders: readonly SimOrder[]): SimOrder[] => [...orders].sort((a, b) => b.seq - a.seq);

const matchesOuter = (order: SimOrder, params: Params): boolean => {
  const outerOrderId = param(params, 'outerOrderId', 'outerOrderid', 'otherOrderId');
  const outerItemId = param(params, 'outerItemId', 'outerItemid', 'otherItemId');
  return (
    (!outerOrderId || order.otherOrderId === outerOrderId) &&
    (!outerItemId || order.otherItemId === outerItemId)
  );
};

/** queryOrder: startDate..endDate (inclusive days, GMT+8) are required. */
export function queryOrder(sim: RoamesimSim, params: Params) {
  const from = parseDate(requireParam(params, 'startDate'), 'startDate');
  const to = parseDate(requireParam(params, 'endDate'), 'endDate', true);
  if (to < from) throw new SimError(-2, 'endDate is before startDate');
  const rows = newestFirst(sim.store.orders()).filter(
    (order) => order.createdAt >= from && order.createdAt <= to && matchesOuter(order, params),
  );
  return page(
    rows.map((order) => orderRowDto(sim, order)),
    params,
    10,
  );
}

/** queryEsimOrder: usage and status; with no filter, the last three months. */
export function queryEsimOrder(sim: RoamesimSim, params: Params) {
  const orderNum = param(params, 'orderNum', 'ordernum');
  const iccid = param(params, 'iccid');
  const status = param(params, 'status');
  const packetName = param(params, 'packetName');
  const sTime = param(params, 'sTime');
  const eTime = param(params, 'eTime');
  const from = sTime ? parseDate(sTime, 'sTime') : Date.now() - THREE_MONTHS_MS;
  const to = eTime ? parseDate(eTime, 'eTime', true) : Infinity;
  const rows = newestFirst(sim.store.orders()).filter(
    (order) =>
      (!orderNum || order.orderNum === orderNum) &&
      (!iccid || order.iccids.includes(iccid)) &&
      (!status || String(order.status) === status) &&
      (!packetName || order.packetName.includes(packetName)) &&
      order.createdAt >= from &&
      order.createdAt <= to &&
      matchesOuter(order, params),
  );
  return page(
    rows.map((order) => esimOrderRowDto(sim, order)),
    params,
    30,
  );
}

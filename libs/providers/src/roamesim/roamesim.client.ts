import {
  mapBalance,
  mapEsimOrderPage,
  mapOrder,
  mapOrderPage,
  mapPackageList,
  mapPdfLinks,
  mapSkuGroups,
  mapSkus,
  mapStock,
} from './roamesim.mapper';
import { placeOrderOnce, type PlaceOrderOptions } from './roamesim.place-order';
import { RoamesimSession, type ParamValue } from './roamesim.session';
import type {
  AddEsimOrderByApiCodeInput,
  AddEsimOrderInput,
  OrderOptions,
  PlaceOrderInput,
  PlaceOrderResult,
  QueryEsimOrderInput,
  QueryOrderInput,
  RenewCardByApiCodeInput,
  RenewCardInput,
  RenewTarget,
  RoamesimBalance,
  RoamesimEsimOrder,
  RoamesimOrder,
  RoamesimOrderRow,
  RoamesimPackageList,
  RoamesimPage,
  RoamesimPdfLinks,
  RoamesimSettings,
  RoamesimSku,
  RoamesimSkuGroups,
} from './roamesim.types';

/** The provider's calendar (GMT+8) date of an instant, as YYYY-MM-DD. */
export const providerDate = (value: string | Date): string =>
  typeof value === 'string' ? value : new Date(value.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const orderParams = (o: OrderOptions): Record<string, ParamValue> => ({
  otherOrderId: o.otherOrderId,
  otherItemId: o.otherItemId,
  otherPrice: o.otherPrice,
  remark: o.remark,
  backInfo: o.backInfo ?? 1,
  daypassDays: o.daypassDays,
  beginDate: o.beginDate,
  customerEmail: o.customerEmail,
  isSendEmail: o.isSendEmail,
  pdfLanguage: o.pdfLanguage,
});

const target = (t: RenewTarget): Record<string, ParamValue> =>
  t.iccid ? { iccid: t.iccid } : { orderNum: t.orderNum };

/**
 * RoameSIM (RoamWiFi BPM eSIM API) client: signed form POSTs, one shared token, typed results.
 * Order and top-up calls spend balance and have no idempotency key: jobs should use
 * placeOrderOnce, which looks the order up by our id before and after an unclear failure.
 */
export class RoamesimClient {
  private readonly session: RoamesimSession;

  constructor(settings: RoamesimSettings) {
    this.session = new RoamesimSession(settings);
  }

  async getSkus(): Promise<RoamesimSku[]> {
    return mapSkus(await this.session.call('getSkus', {}));
  }

  async getSkuByGroup(): Promise<RoamesimSkuGroups> {
    return mapSkuGroups(await this.session.call('getSkuByGroup', {}));
  }

  async getPackages(skuId: number): Promise<RoamesimPackageList> {
    return mapPackageList(await this.session.call('getPackages', { skuId }));
  }

  async verifyResource(input: { skuId: number; priceId: number; count?: number }): Promise<boolean> {
    const params = { skuid: input.skuId, priceid: input.priceId, count: input.count ?? 1 };
    return mapStock(await this.session.call('verifyResource', params));
  }

  async verifyResourceByApiCode(input: { apiCode: string; count?: number }): Promise<boolean> {
    return mapStock(
      await this.session.call('verifyResourceByApiCode', { apiCode: input.apiCode, count: input.count ?? 1 }),
    );
  }

  /** Spends balance. Not safe to repeat after a timeout: see placeOrderOnce. */
  async addEsimOrder(input: AddEsimOrderInput): Promise<RoamesimOrder> {
    const params = {
      skuId: input.skuId,
      priceId: input.priceId,
      count: input.count ?? 1,
      ...orderParams(input),
    };
    return mapOrder(await this.session.call('addEsimOrder', params, true));
  }

  /** Day-pass codes carry '?' for the day count and need daypassDays. */
  async addEsimOrderByApiCode(input: AddEsimOrderByApiCodeInput): Promise<RoamesimOrder> {
    const params = { apiCode: input.apiCode, count: input.count ?? 1, ...orderParams(input) };
    return mapOrder(await this.session.call('addEsimOrderByApiCode', params, true));
  }

  /** cards stays empty until the provider has produced the eSIMs. */
  async getOrderInfo(orderNum: string): Promise<RoamesimOrder> {
    return mapOrder(await this.session.call('getOrderInfo', { orderNum }));
  }

  async queryOrder(input: QueryOrderInput): Promise<RoamesimPage<RoamesimOrderRow>> {
    const params = {
      startDate: providerDate(input.startDate),
      endDate: providerDate(input.endDate),
      outerOrderId: input.outerOrderId,
      outerItemId: input.outerItemId,
      page: input.page,
      pageSize: input.pageSize ?? 10,
    };
    return mapOrderPage(await this.session.call('queryOrder', params));
  }

  /** Usage and status (packages[].usedMb, status, dates); no filter = the last three months. */
  async queryEsimOrder(input: QueryEsimOrderInput = {}): Promise<RoamesimPage<RoamesimEsimOrder>> {
    return mapEsimOrderPage(await this.session.call('queryEsimOrder', { ...input }));
  }

  /** Top-up of an existing eSIM: a new order (renew, mainOrderNum) that spends balance. */
  async renewCard(input: RenewCardInput): Promise<RoamesimOrder> {
    const params = { ...target(input), skuId: input.skuId, priceId: input.priceId, ...orderParams(input) };
    return mapOrder(await this.session.call('renewCard', params, true));
  }

  async renewCardByApiCode(input: RenewCardByApiCodeInput): Promise<RoamesimOrder> {
    const params = { ...target(input), apiCode: input.apiCode, ...orderParams(input) };
    return mapOrder(await this.session.call('renewCardByApiCode', params, true));
  }

  /** Packages that can top up this eSIM. */
  async getIccidSupportPackageInfo(iccid: string): Promise<RoamesimPackageList> {
    return mapPackageList(await this.session.call('getIccidSupportPackageInfo', { iccid }));
  }

  /** reDownOrderPDF: the order again (backInfo 1, default) or with its PDF urls (backInfo 2). */
  async reDownOrderPdf(orderNum: string, backInfo: 1 | 2 = 1): Promise<RoamesimOrder> {
    return mapOrder(await this.session.call('reDownOrderPDF', { orderNum, backInfo }));
  }

  /** handlerEsimPdf type=link: the installation PDF of each eSIM of the order (all, or these ICCIDs). */
  async getEsimPdfLinks(orderNum: string, iccids?: string[]): Promise<RoamesimPdfLinks> {
    return mapPdfLinks(
      await this.session.call('handlerEsimPdf', {
        type: 'link',
        orderId: orderNum,
        iccids: iccids?.join(','),
      }),
    );
  }

  /** handlerEsimPdf type=email: RoameSIM mails the PDFs to `email` (saveType 1 also stores it). */
  async sendEsimPdfEmail(input: {
    orderNum: string;
    email: string;
    iccids?: string[];
    saveEmail?: boolean;
  }): Promise<void> {
    await this.session.call('handlerEsimPdf', {
      type: 'email',
      orderId: input.orderNum,
      email: input.email,
      iccids: input.iccids?.join(','),
      saveType: input.saveEmail ? 1 : undefined,
    });
  }

  /** Only before the eSIM is installed. `remark` is never sent (integrators report it breaks the sign). */
  async refundOrder(input: { orderNum: string; iccids?: string[] }): Promise<void> {
    await this.session.call(
      'refundOrder',
      { orderNum: input.orderNum, iccids: input.iccids?.join(',') },
      true,
    );
  }

  async getBalance(): Promise<RoamesimBalance> {
    return mapBalance(await this.session.call('getBalance', {}));
  }

  /** Orders carrying our id (otherOrderId, and otherItemId when given) over the last days. */
  async findOrdersByOuterId(
    otherOrderId: string,
    otherItemId?: string,
    lookbackDays = 3,
  ): Promise<RoamesimOrderRow[]> {
    const now = Date.now();
    const page = await this.queryOrder({
      startDate: new Date(now - lookbackDays * 86_400_000),
      endDate: new Date(now + 86_400_000),
      outerOrderId: otherOrderId,
      outerItemId: otherItemId,
      pageSize: 50,
    });
    // filter here too: a server that ignored the filter must not make us adopt someone else's order
    return page.rows.filter(
      (row) =>
        row.outerOrderId === otherOrderId && (otherItemId === undefined || row.outerItemId === otherItemId),
    );
  }

  /** Buys at most once per otherOrderId (+ otherItemId); see roamesim.place-order.ts. */
  placeOrderOnce(input: PlaceOrderInput, options: PlaceOrderOptions = {}): Promise<PlaceOrderResult> {
    return placeOrderOnce(this, input, options);
  }
}

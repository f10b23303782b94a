import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esimStatusFromRoamesimState } from '../../../libs/domain/src';
import { ProviderError } from '../../../libs/providers/src/http/provider-error';
import type { RoamesimClient, RoamesimPackage } from '../../../libs/providers/src/roamesim';
import { CREDENTIALS, logLines, newClient } from './support/roamesim-clients';
import { control, eventually, startHarness, type Harness } from './support/sandbox-harness';

const uid = (): string => `o${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const cents = (usd: number): number => Math.round(usd * 100);

let sandbox: Harness;
let ctl: ReturnType<typeof control>;
let client: RoamesimClient;
let pkgs: { skuId: number; small: RoamesimPackage; big: RoamesimPackage; dayPass: RoamesimPackage };
const balance = async (): Promise<number> => (await client.getBalance()).balance;

beforeAll(async () => {
  sandbox = await startHarness();
  ctl = control(sandbox.url);
  client = newClient(sandbox.url, { timeoutMs: 1500 }).client;
  const sku = (await client.getSkus()).find((s) => s.countryCode === '116'); // Cambodia, ISO 3166-1 numeric;
  const list = await client.getPackages(sku?.skuId ?? 0);
  const find = (test: (p: RoamesimPackage) => boolean) => list.packages.find(test) as RoamesimPackage;
  pkgs = {
    skuId: list.skuId,
    small: find((p) => !p.dayPass && p.flows === 1 && p.unit === 'GB'),
    big: find((p) => !p.dayPass && p.flows === 3 && p.flowType === 0),
    dayPass: find((p) => p.dayPass),
  };
});
afterAll(async () => sandbox.close());
beforeEach(async () => {
  await ctl.post('/__control/reset');
  await ctl.put('/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
});

const order = (extra: Record<string, unknown> = {}) =>
  client.addEsimOrder({ skuId: pkgs.skuId, priceId: pkgs.small.priceId, otherOrderId: uid(), ...extra });

describe('RoameSIM orders', () => {
  it('delivers the card data only after cardDelayMs', async () => {
    await ctl.put('/__control/roamesim', { cardDelayMs: 400 });
    const start = await balance();
    const placed = await order();
    expect(placed.cards).toEqual([]);
    expect((await client.getOrderInfo(placed.orderNum)).cards).toEqual([]);
    const ready = await eventually(async () => {
      const info = await client.getOrderInfo(placed.orderNum);
      return info.cards.length > 0 ? info : null;
    });
    const card = ready.cards[0];
    expect(card?.iccid).toMatch(/^89852\d{14,15}$/);
    expect(card?.lpa).toBe(`LPA:1$${card?.smdpAddress}$${card?.activationCode}`);
    expect(cents(await balance())).toBe(cents(start) - cents(pkgs.small.priceUsd));
  });

  it('orders a day pass by apiCode within minDay..maxDay', async () => {
    expect(await client.verifyResourceByApiCode({ apiCode: pkgs.dayPass.apiCode })).toBe(true);
    const placed = await client.addEsimOrderByApiCode({
      apiCode: pkgs.dayPass.apiCode,
      daypassDays: 5,
      otherOrderId: uid(),
    });
    expect(cents(placed.priceUsd ?? 0)).toBe(cents(pkgs.dayPass.priceUsd * 5));
    expect(placed.cards[0]?.validityDays).toBe(5);
    const tooLong = client.addEsimOrderByApiCode({ apiCode: pkgs.dayPass.apiCode, daypassDays: 31 });
    await expect(tooLong).rejects.toMatchObject({ retryable: false });
  });

  it('placeOrderOnce after a timeout-after-commit finds the order instead of buying twice', async () => {
    const otherOrderId = uid();
    const input = { kind: 'order' as const, skuId: pkgs.skuId, priceId: pkgs.small.priceId, otherOrderId };
    await client.getBalance(); // token ready, so the next order call is the one that hangs
    const start = await balance();
    await ctl.put('/__control/faults/roamesim', { timeoutNext: 1 });
    const first = await client.placeOrderOnce(input);
    expect(first).toMatchObject({ created: true, recovered: true });
    const again = await client.placeOrderOnce(input);
    expect(again).toMatchObject({ created: false, recovered: false });
    expect(again.order.orderNum).toBe(first.order.orderNum);
    expect(await client.findOrdersByOuterId(otherOrderId)).toHaveLength(1);
    expect(cents(await balance())).toBe(cents(start) - cents(pkgs.small.priceUsd));
  });

  it('a blind retry after the same timeout would have bought twice (the hazard placeOrderOnce avoids)', async () => {
    const otherOrderId = uid();
    await client.getBalance();
    await ctl.put('/__control/faults/roamesim', { timeoutNext: 1 });
    const timedOut = await order({ otherOrderId }).catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(ProviderError);
    // (the code is TIMEOUT in production; under jest the shared HttpClient reports NETWORK, see report)
    expect(timedOut).toMatchObject({ retryable: true, outcomeUnknown: true });
    await order({ otherOrderId });
    expect(await client.findOrdersByOuterId(otherOrderId)).toHaveLength(2);
  });

  it('answers an injected 5xx with a retryable error, then succeeds', async () => {
    await client.getBalance();
    await ctl.put('/__control/faults/roamesim', { failNext: 1 });
    const failed = await client.getBalance().catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ProviderError);
    expect(failed).toMatchObject({ retryable: true, httpStatus: 500 });
    await expect(client.getBalance()).resolves.toMatchObject({ currency: 'USD' });
  });

  it('reports insufficient balance as permanent and orders nothing', async () => {
    await ctl.put('/__control/roamesim', { insufficientBalance: true });
    const otherOrderId = uid();
    await expect(order({ otherOrderId })).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      retryable: false,
    });
    const viaOnce = client.placeOrderOnce({
      kind: 'order',
      skuId: pkgs.skuId,
      priceId: pkgs.small.priceId,
      otherOrderId,
    });
    await expect(viaOnce).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', retryable: false });
    await ctl.put('/__control/roamesim', { insufficientBalance: false, balance: 0.5 });
    await expect(order()).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await client.findOrdersByOuterId(otherOrderId)).toHaveLength(0);
  });

  it('queries orders by our id and date range', async () => {
    const mine = uid();
    await order({ otherOrderId: mine, otherItemId: 'line-1' });
    await order();
    const today = new Date();
    const page = await client.queryOrder({ startDate: today, endDate: today, outerOrderId: mine });
    expect(page.rows.map((r) => [r.outerOrderId, r.outerItemId])).toEqual([[mine, 'line-1']]);
    const past = await client.queryOrder({
      startDate: '2020-01-01',
      endDate: '2020-01-31',
      outerOrderId: mine,
    });
    expect(past.rows).toEqual([]);
  });
});

describe('RoameSIM usage, top-up and refund', () => {
  it('grows usage once installed, then expires the plan', async () => {
    const placed = await order();
    const iccid = placed.cards[0]?.iccid as string;
    const usage = async () =>
      (await client.queryEsimOrder({ orderNum: placed.orderNum })).rows[0]?.packages[0];
    // the document's state table: 0 paid (not begun: no beginDate), 5 ended
    expect(await usage()).toMatchObject({ status: 0, beginDate: '', usedMb: 0, iccid });
    await ctl.put('/__control/roamesim', { timeScale: 86_400 }); // one real second = one simulated day
    await ctl.post('/__control/roamesim/install', { iccid });
    const first = await eventually(async () => {
      const u = await usage();
      return u && (u.usedMb ?? 0) > 0 ? u : null;
    });
    expect(first.status).toBe(0);
    expect(first.beginDate).not.toBe('');
    const grown = await eventually(async () => {
      const u = await usage();
      return u && (u.usedMb ?? 0) > (first.usedMb ?? 0) ? u : null;
    });
    expect(grown.status).toBe(0);
    await ctl.post('/__control/roamesim/advance', { hours: 24 * 8 });
    expect(await usage()).toMatchObject({ status: 5, usedMb: 1024 });
  });

  it('tops up an eSIM: a renew order on the same ICCID that runs after the first plan', async () => {
    const placed = await order();
    const iccid = placed.cards[0]?.iccid as string;
    const options = await client.getIccidSupportPackageInfo(iccid);
    expect(options.packages.length).toBeGreaterThan(0);
    expect(options.packages.every((p) => p.flowType === 0)).toBe(true);
    const topUp = await client.renewCard({
      iccid,
      skuId: pkgs.skuId,
      priceId: pkgs.big.priceId,
      otherOrderId: uid(),
    });
    expect(topUp).toMatchObject({ renew: true, mainOrderNum: placed.orderNum });
    expect(topUp.cards[0]?.iccid).toBe(iccid);
    const byApiCode = await client.renewCardByApiCode({
      orderNum: placed.orderNum,
      apiCode: pkgs.big.apiCode,
    });
    expect(byApiCode.mainOrderNum).toBe(placed.orderNum);
    const rows = (await client.queryEsimOrder({ iccid })).rows;
    expect(rows).toHaveLength(3);
    await ctl.post('/__control/roamesim/install', { iccid });
    await ctl.post('/__control/roamesim/advance', { hours: 48 }); // 1 GB at 600 MB/day is gone after ~41 h
    const status = async (orderNum: string) => {
      const plan = (await client.queryEsimOrder({ orderNum })).rows[0]?.packages[0];
      return esimStatusFromRoamesimState(plan?.status, plan?.beginDate !== '');
    };
    expect([
      await status(placed.orderNum),
      await status(topUp.orderNum),
      await status(byApiCode.orderNum),
    ]).toEqual(['expired', 'active', 'not_installed']);
  });

  it('refunds before install, refuses after', async () => {
    const start = await balance();
    const refundable = await order();
    await client.refundOrder({ orderNum: refundable.orderNum, iccids: refundable.cards.map((c) => c.iccid) });
    expect(cents(await balance())).toBe(cents(start));
    expect((await client.getOrderInfo(refundable.orderNum)).status).toBe(2);

    const installed = await order();
    await ctl.post('/__control/roamesim/install', { iccid: installed.cards[0]?.iccid });
    const refused = client.refundOrder({ orderNum: installed.orderNum });
    await expect(refused).rejects.toMatchObject({ code: 'ORDER_STATUS_ABNORMAL', retryable: false });
    expect(cents(await balance())).toBe(cents(start) - cents(pkgs.small.priceUsd));
  });
});

describe('RoameSIM sandbox persistence', () => {
  it('keeps orders and balance across a restart when a data directory is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roamesim-'));
    try {
      const first = await startHarness({ dataDir });
      const a = newClient(first.url).client;
      await control(first.url).put('/__control/roamesim', { cardDelayMs: 0 });
      const placed = await a.addEsimOrder({
        skuId: pkgs.skuId,
        priceId: pkgs.small.priceId,
        otherOrderId: uid(),
      });
      const left = (await a.getBalance()).balance;
      await first.close();

      const second = await startHarness({ dataDir });
      const b = newClient(second.url).client;
      const info = await b.getOrderInfo(placed.orderNum);
      expect(info.cards[0]?.iccid).toBe(placed.cards[0]?.iccid);
      expect((await b.getBalance()).balance).toBe(left);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('RoameSIM client logs', () => {
  it('never logs the password, sign key, a token or a digest', async () => {
    const { client: fresh, store } = newClient(sandbox.url);
    await fresh.getBalance();
    const token = (await store.get()) as string;
    expect(token).toBeTruthy();
    const all = logLines.join('\n');
    expect(all.length).toBeGreaterThan(0);
    for (const secret of [CREDENTIALS.password, CREDENTIALS.signKey, token])
      expect(all).not.toContain(secret);
    expect(all).not.toMatch(/[0-9a-f]{32}/i);
  });
});

/**
 * RoameSIM's documented example answers (test/contracts/roamesim, typed in from its API document
 * V2.10) through the real client and mappers, down to the domain values we store and show.
 */
import { storedCountryCode, toPackageRecords } from '@app/catalogue';
import { isProviderError, RoamesimClient } from '@app/providers';
import {
  roamesimExample,
  roamesimFixture,
  roamesimFixtureNames,
} from '../../../test/contracts/roamesim/fixtures';
import { draftFromCard, type SoldLine } from './provisioning/card-mapping';
import { usageSnapshot } from './sync/usage-snapshot';

/** A client whose transport answers each method with the documented example (or an override). */
function clientAnswering(answers: Record<string, unknown> = {}) {
  const calls: { method: string; params: URLSearchParams }[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const method = String(url).split('/').pop() as string;
    calls.push({ method, params: new URLSearchParams(String(init?.body ?? '')) });
    const body = answers[method] ?? roamesimExample(method === 'login' ? 'login' : method, 0);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const client = new RoamesimClient({
    baseUrl: 'https://bpm.roamwifi.hk',
    phone: '85500000000',
    password: 'pw',
    signKey: '1234567890qwertyuiopasdfghjklzxc',
    fetchImpl,
  });
  return { client, calls };
}

const AUSTRIA_KM = 'អូទ្រីស';

describe('RoameSIM documented answers → domain values', () => {
  it('has a documented example for every method the client calls', () => {
    expect(roamesimFixtureNames()).toEqual(
      expect.arrayContaining([
        'login',
        'getSkus',
        'getSkuByGroup',
        'getPackages',
        'verifyResource',
        'verifyResourceByApiCode',
        'addEsimOrder',
        'addEsimOrderByApiCode',
        'getOrderInfo',
        'reDownOrderPDF',
        'queryOrder',
        'queryEsimOrder',
        'renewCard',
        'renewCardByApiCode',
        'getIccidSupportPackageInfo',
        'handlerEsimPdf',
        'refundOrder',
        'getBalance',
      ]),
    );
  });

  it('getPackages, the Austria example: AT / Austria / its Khmer name, 1 GB for 3 days at 2.66 USD', async () => {
    const { client } = clientAnswering();
    const list = await client.getPackages(45);
    expect(list).toMatchObject({ skuId: 45, detailId: null, countryCode: '40', name: 'Austria' });
    expect(list.packages[0]).toMatchObject({ pid: 52, priceId: 441, apiCode: '40-0-3-1-G', flowType: 0 });
    const sku = { skuId: 45, name: 'Austria', countryCode: '40', continent: 'Europe' };
    const { records, rejected, unknownCountries } = toPackageRecords(sku, list);
    expect(rejected).toEqual([]);
    expect(unknownCountries).toEqual([]);
    expect(records).toEqual([
      expect.objectContaining({
        priceId: 441,
        apiCode: '40-0-3-1-G',
        destination: 'Austria',
        countryCode: 'AT',
        countries: [{ code: 'AT', name: 'Austria', nameKm: AUSTRIA_KM }],
        data: '1GB',
        dataMb: 1024,
        days: 3,
        isDayPass: false,
        wholesaleCents: 266,
        renewable: true,
        networks: [
          { operator: 'A1.net', type: 'LTE', country: 'Austria' },
          { operator: 'Hutchison 3G', type: 'LTE', country: 'Austria' },
        ],
        remark: expect.arrayContaining(['APN:internet']),
      }),
    ]);
  });

  it('getPackages with only supportCountry names (no countryImageUrlDtoList) still gives AT', async () => {
    const answer = roamesimExample('getPackages');
    (answer.data as Record<string, unknown>).countryImageUrlDtoList = null;
    const { client } = clientAnswering({ getPackages: answer });
    const list = await client.getPackages(45);
    const { records } = toPackageRecords(
      { skuId: 45, name: 'Austria', countryCode: '40', continent: '' },
      list,
    );
    expect(records[0]?.countries).toEqual([{ code: 'AT', name: 'Austria', nameKm: AUSTRIA_KM }]);
  });

  it('getIccidSupportPackageInfo lists under esimPackageDtoList', async () => {
    const { client, calls } = clientAnswering();
    const list = await client.getIccidSupportPackageInfo('8937204017182391881');
    expect(list.packages.map((pkg) => pkg.apiCode)).toEqual(['40-0-3-1-G']);
    expect(calls.at(-1)?.params.get('iccid')).toBe('8937204017182391881');
  });

  it('getSkus: integer skuid, region codes kept as they are', async () => {
    const { client } = clientAnswering();
    const skus = await client.getSkus();
    expect(skus.map((sku) => [sku.skuId, sku.name, sku.countryCode])).toEqual([
      [156, 'Africa', '99918'],
      [124, 'Asia30', '99115'],
      [123, 'Asia4', '99112'],
    ]);
    expect(skus.map((sku) => storedCountryCode(sku.countryCode))).toEqual(['99918', '99115', '99112']);
  });

  it('getSkuByGroup: numeric countryCode 392 is Japan; imageUrl, note, search, continentCode read', async () => {
    const { client } = clientAnswering();
    const groups = await client.getSkuByGroup();
    expect(groups.continents).toEqual(['Common', 'Asia']);
    const japan = groups.groups.Asia?.[0];
    expect(japan).toMatchObject({
      skuId: 26,
      name: 'Japan',
      countryCode: '392',
      note: 'Japan',
      continentCode: 1,
    });
    expect(japan?.imageUrl).toMatch(/^http:\/\/img\.roamwifi\.com\//);
    expect(storedCountryCode(japan?.countryCode ?? '')).toBe('JP');
    expect(groups.groups.Common?.[0]).toMatchObject({ countryCode: '99112', continentCode: 7 });
  });

  const line: SoldLine = {
    destination: 'Australia',
    packageName: 'Australia 6GB 8 Days',
    data: '6GB',
    packageDays: 8,
    isDayPass: false,
    days: null,
    apiCode: '36-0-8-6-G',
    countryCode: '36',
  };

  it('addEsimOrder backInfo 0 answers the order number only', async () => {
    const { client } = clientAnswering();
    const order = await client.addEsimOrder({ skuId: 45, priceId: 441, backInfo: 0 });
    expect(order).toMatchObject({ orderNum: 'EP20221104000005', complete: false, cards: [] });
  });

  it.each(['addEsimOrder', 'addEsimOrderByApiCode', 'renewCard', 'renewCardByApiCode'])(
    '%s backInfo 1: the eSIM, its LPA, dates and data amount',
    async (method) => {
      const { client } = clientAnswering({ [method]: roamesimExample(method, 2) });
      const order =
        method === 'addEsimOrder'
          ? await client.addEsimOrder({ skuId: 45, priceId: 441 })
          : method === 'addEsimOrderByApiCode'
            ? await client.addEsimOrderByApiCode({ apiCode: '40-0-3-1-G' })
            : method === 'renewCard'
              ? await client.renewCard({ iccid: '162984356292255940', skuId: 45, priceId: 441 })
              : await client.renewCardByApiCode({ iccid: '162984356292255940', apiCode: '40-0-3-1-G' });
      expect(order).toMatchObject({
        orderNum: 'EP20240124000014',
        complete: true,
        priceUsd: 9.89,
        status: 0,
        renew: true,
        priceId: 9727,
        startDate: '',
      });
      const card = order.cards[0];
      expect(card).toMatchObject({
        iccid: '162984356292255940',
        lpa: 'LPA:1$ais.prod.ondemandconnectivity.com$SEW7JEBMFGPRVSPD',
        validityDays: 8,
        usedMb: 0,
        apn: 'plus',
      });
      expect(card?.pdfUrl).toMatch(/\.pdf$/);
      const draft = draftFromCard(card as NonNullable<typeof card>, line);
      expect(draft).toMatchObject({
        status: 'not_installed',
        countryCode: 'AU',
        smdpAddress: 'ais.prod.ondemandconnectivity.com',
        activationCode: 'SEW7JEBMFGPRVSPD',
        dataMb: 6144,
        usedMb: 0,
        remainingMb: 6144,
        activatedAt: null,
        // "2024-02-24(GMT+8)": the whole provider day
        activateBefore: new Date('2024-02-24T15:59:59Z'),
      });
    },
  );

  it('an order object with the table spelling starDate is read too', async () => {
    const answer = roamesimExample('addEsimOrder', 1);
    const data = answer.data as Record<string, unknown>;
    delete data.startDate;
    data.starDate = '2024-01-25 10:00:00';
    const { client } = clientAnswering({ addEsimOrder: answer });
    expect((await client.addEsimOrder({ skuId: 45, priceId: 441 })).startDate).toBe('2024-01-25 10:00:00');
  });

  it('getOrderInfo and reDownOrderPDF read the order object', async () => {
    const { client } = clientAnswering({ reDownOrderPDF: roamesimExample('reDownOrderPDF', 2) });
    const info = await client.getOrderInfo('EP20221104000005');
    expect(info.cards[0]).toMatchObject({ iccid: '453438306768957400', activateBefore: '2022-11-25' });
    const again = await client.reDownOrderPdf('EP20240119000007', 2);
    expect(again).toMatchObject({ orderNum: 'EP20240119000007', name: 'Qatar', outerOrderId: '' });
    expect(again.cards[0]?.pdfUrl).toMatch(/^http:\/\/img\.roamwifi\.com\/.*\.pdf$/);
  });

  const usageOf = async (planStatus: unknown, beginDate: string | null, orderStatus: unknown = 0) => {
    const answer = roamesimExample('queryEsimOrder');
    const row = ((answer.data as { rows: Record<string, unknown>[] }).rows[0] ?? {}) as Record<
      string,
      unknown
    >;
    row.status = orderStatus;
    const plan = (row.packageList as Record<string, unknown>[])[0] as Record<string, unknown>;
    Object.assign(plan, { status: planStatus, beginDate, endDate: beginDate ? '2024-12-27 17:30:14' : null });
    const { client } = clientAnswering({ queryEsimOrder: answer });
    const page = await client.queryEsimOrder({ iccid: '8937204017182391881' });
    return usageSnapshot(page.rows, {
      iccid: '8937204017182391881',
      providerOrderNumber: 'EP20241224002723',
      dataMb: 1024,
      isDayPass: false,
      current: { status: 'not_installed', usedMb: 0, remainingMb: 1024, activatedAt: null, expiresAt: null },
    });
  };

  it('queryEsimOrder, the documented example: status 0 without a beginDate is not installed, 1 GB unused', async () => {
    const snapshot = await usageOf(0, null);
    expect(snapshot?.esim).toEqual({
      status: 'not_installed',
      usedMb: 0,
      remainingMb: 1024,
      activatedAt: null,
      expiresAt: null,
    });
  });

  it.each([
    [0, '2024-12-24 18:00:00', 0, 'active'],
    ['0', '2024-12-24 18:00:00', 0, 'active'],
    [5, '2024-12-24 18:00:00', 0, 'expired'],
    [0, null, 2, 'cancelled'],
    [0, '2024-12-24 18:00:00', 3, 'cancelled'],
    [0, '2024-12-24 18:00:00', 6, 'cancelled'],
    [-1, null, -1, 'pending'],
    [1, '2024-12-24 18:00:00', 0, 'not_installed'], // outside the table: keep what we had
  ])('package status %p (beginDate %p, order status %p) → %s', async (plan, begin, order, expected) => {
    const snapshot = await usageOf(plan, begin, order);
    expect(snapshot?.esim.status).toBe(expected);
    if (expected === 'active') {
      expect(snapshot?.esim.activatedAt).toEqual(new Date('2024-12-24T10:00:00Z'));
      expect(snapshot?.esim.expiresAt).toEqual(new Date('2024-12-27T09:30:14Z'));
    }
  });

  it('queryOrder rows: outerOrderId as the example spells it, totals, state codes', async () => {
    const { client } = clientAnswering();
    const page = await client.queryOrder({ startDate: '2022-09-01', endDate: '2022-09-30' });
    expect(page).toMatchObject({ total: 154, page: 2 });
    expect(page.rows[1]).toMatchObject({
      orderNum: 'EP20220906000001',
      count: 3,
      totalUsd: 45,
      status: 2,
      renew: true,
      outerOrderId: 'xxxxxxxxx',
      createdAt: '2022-09-06 10:16:08',
    });
  });

  it('verifyResource 1 / 0, getBalance, handlerEsimPdf links and email, refundOrder', async () => {
    const { client } = clientAnswering({
      verifyResourceByApiCode: roamesimExample('verifyResourceByApiCode', 1),
    });
    expect(await client.verifyResource({ skuId: 45, priceId: 441 })).toBe(true);
    expect(await client.verifyResourceByApiCode({ apiCode: '40-0-3-1-G' })).toBe(false);
    expect(await client.getBalance()).toEqual({ balance: 628.49, currency: 'USD' });
    expect(Object.keys(await client.getEsimPdfLinks('EP1'))).toEqual([
      '9000024041590216',
      '9000024041549678',
    ]);
    const email = clientAnswering({ handlerEsimPdf: roamesimExample('handlerEsimPdf', 1) });
    await expect(
      email.client.sendEsimPdfEmail({ orderNum: 'EP1', email: 'a@example.com' }),
    ).resolves.toBeUndefined();
    expect(email.calls.at(-1)?.params.get('type')).toBe('email');
    await expect(client.refundOrder({ orderNum: 'EP1', iccids: ['1', '2'] })).resolves.toBeUndefined();
  });

  it("every documented error answer becomes a typed provider error (code a number, data '')", async () => {
    const names: Record<string, string> = {
      '-2': 'PARAM_EMPTY',
      '-3': 'OPERATION_FAILED',
      '-8': 'QUERY_FAILED',
      '-10': 'DP_ID_NULL',
      '-30': 'SIGN_WRONG',
      '3': 'NOT_FOUND',
      '4': 'ORDER_STATUS_ABNORMAL',
      '22': 'NOT_REFUNDABLE',
      '99': 'ORDER_FAILED',
    };
    for (const method of [
      'getPackages',
      'queryEsimOrder',
      'handlerEsimPdf',
      'refundOrder',
      'getIccidSupportPackageInfo',
    ]) {
      for (const error of roamesimFixture(method).errors.filter((e) => e.code !== -1)) {
        const { client } = clientAnswering({ [method]: error });
        const call =
          method === 'getPackages'
            ? client.getPackages(45)
            : method === 'queryEsimOrder'
              ? client.queryEsimOrder({})
              : method === 'handlerEsimPdf'
                ? client.getEsimPdfLinks('EP1')
                : method === 'refundOrder'
                  ? client.refundOrder({ orderNum: 'EP1' })
                  : client.getIccidSupportPackageInfo('1');
        const failure = await call.then(
          () => null,
          (e: unknown) => e,
        );
        expect(isProviderError(failure)).toBe(true);
        expect([method, error.code, (failure as { code: string }).code]).toEqual([
          method,
          error.code,
          names[String(error.code)],
        ]);
      }
    }
  });

  it('"token expire" makes the client log in once more and retry once', async () => {
    const { client, calls } = clientAnswering({ getBalance: roamesimFixture('getBalance').errors[0] });
    await expect(client.getBalance()).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(calls.map((call) => call.method)).toEqual(['login', 'getBalance', 'login', 'getBalance']);
  });
});

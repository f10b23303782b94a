/**
 * The sandbox's live RoameSIM answers against the shapes of the document's example answers
 * (test/contracts/roamesim): same field names, same JSON types, per method. A sandbox that drifts
 * from the document fails here, and so does one that accepts an undocumented sign form.
 */
import { createHash } from 'node:crypto';
import { sign } from '../../../libs/providers/src/roamesim';
import { shapeProblems } from '../../contracts/shape';
import { roamesimErrorShape, roamesimFixture, roamesimShape } from '../../contracts/roamesim/fixtures';
import { CREDENTIALS } from './support/roamesim-clients';
import { control, startHarness, type Harness } from './support/sandbox-harness';

type Answer = { code: unknown; message: unknown; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

let sandbox: Harness;
let ctl: ReturnType<typeof control>;
let token: string;

const post = async (path: string, params: Record<string, string>, signed = true): Promise<Answer> => {
  const form = { ...params };
  if (signed) form.sign = sign(form, CREDENTIALS.signKey, 'A');
  const response = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: new URLSearchParams(form) });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
};
const call = (method: string, params: Record<string, string | number> = {}) =>
  post(
    `/api_esim/${method}`,
    Object.fromEntries(Object.entries({ ...params, token }).map(([key, value]) => [key, String(value)])),
  );

/** The answer fits the shape of the method's documented examples (all, or those numbered). */
function expectDocumented(answer: Answer, method: string, examples?: number[]): void {
  const problems = shapeProblems(answer, roamesimShape(method, examples), roamesimFixture(method).tableOnly);
  expect([method, problems]).toEqual([method, []]);
}

function expectDocumentedError(answer: Answer, code: number, data = ''): void {
  expect(shapeProblems(answer, roamesimErrorShape())).toEqual([]);
  expect(answer).toMatchObject({ code, data });
}

beforeAll(async () => {
  sandbox = await startHarness();
  ctl = control(sandbox.url);
});
afterAll(async () => sandbox.close());
beforeEach(async () => {
  await ctl.post('/__control/reset');
  await ctl.put('/__control/roamesim', { cardDelayMs: 0, autoInstallMs: 0 });
  const login = await post('/api_order/login', {
    phonenumber: CREDENTIALS.phone,
    password: CREDENTIALS.password,
  });
  expectDocumented(login, 'login');
  token = login.data.token;
});

const cambodia = async () => {
  const skus = await call('getSkus');
  const sku = (skus.data as { skuid: number; countryCode: string }[]).find((s) => s.countryCode === '116');
  const list = await call('getPackages', { skuId: sku?.skuid ?? 0 });
  const packages = list.data.esimPackageDtoList as {
    priceid: number;
    apiCode: string;
    supportDaypass: number;
  }[];
  return {
    skus,
    list,
    skuId: sku?.skuid ?? 0,
    pkg: packages.find((p) => p.supportDaypass === 0) ?? packages[0],
  };
};

describe('RoameSIM sandbox answers as the V2.10 document shows', () => {
  it('catalogue: getSkus, getSkuByGroup, getPackages, verifyResource(ByApiCode), getBalance', async () => {
    const { skus, list, skuId, pkg } = await cambodia();
    expectDocumented(skus, 'getSkus');
    expectDocumented(await call('getSkuByGroup'), 'getSkuByGroup');
    expectDocumented(list, 'getPackages');
    expect(list.data).toMatchObject({ countrycode: '116', supportCountry: ['Cambodia'], detailId: null });
    expect(list.data.countryImageUrlDtoList[0]).toMatchObject({ countryCode: 116, nameEn: 'Cambodia' });
    const stock = await call('verifyResource', { skuid: skuId, priceid: pkg?.priceid ?? 0, count: 1 });
    expectDocumented(stock, 'verifyResource');
    expectDocumented(
      await call('verifyResourceByApiCode', { apiCode: pkg?.apiCode ?? '', count: 1 }),
      'verifyResourceByApiCode',
    );
    expectDocumented(await call('getBalance'), 'getBalance');
  });

  it('orders: addEsimOrder(ByApiCode) by backInfo, getOrderInfo, reDownOrderPDF, queryOrder, queryEsimOrder', async () => {
    const { skuId, pkg } = await cambodia();
    const base = { skuId, priceId: pkg?.priceid ?? 0, count: 1, otherOrderId: 'contract-1' };
    expectDocumented(await call('addEsimOrder', { ...base, backInfo: 0 }), 'addEsimOrder', [0]);
    const placed = await call('addEsimOrder', { ...base, backInfo: 1 });
    expectDocumented(placed, 'addEsimOrder', [1, 2]);
    const byCode = await call('addEsimOrderByApiCode', {
      apiCode: pkg?.apiCode ?? '',
      count: 1,
      backInfo: 2,
    });
    expectDocumented(byCode, 'addEsimOrderByApiCode', [1, 2]);
    expect(byCode.data.cardApiDtoList[0].pdfUrl).toMatch(/\.pdf$/);
    const orderNum = placed.data.orderNum as string;
    expectDocumented(await call('getOrderInfo', { orderNum }), 'getOrderInfo');
    expectDocumented(await call('reDownOrderPDF', { orderNum }), 'reDownOrderPDF', [0]);
    expectDocumented(await call('reDownOrderPDF', { orderNum, backInfo: 2 }), 'reDownOrderPDF', [1, 2]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expectDocumented(await call('queryOrder', { startDate: today, endDate: today }), 'queryOrder');
    const usage = await call('queryEsimOrder', { orderNum });
    expectDocumented(usage, 'queryEsimOrder');
    expect(usage.data.rows[0].packageList[0]).toMatchObject({ status: 0, beginDate: null });
  });

  it('eSIM life: installed and ended packages carry the state codes; top-ups; PDFs; refund', async () => {
    const { skuId, pkg } = await cambodia();
    const placed = await call('addEsimOrder', { skuId, priceId: pkg?.priceid ?? 0, count: 1, backInfo: 1 });
    const iccid = placed.data.cardApiDtoList[0].iccid as string;
    const orderNum = placed.data.orderNum as string;
    expectDocumented(await call('getIccidSupportPackageInfo', { iccid }), 'getIccidSupportPackageInfo');
    const renewal = await call('renewCard', { iccid, skuId, priceId: pkg?.priceid ?? 0, backInfo: 1 });
    expectDocumented(renewal, 'renewCard', [1, 2]);
    expectDocumented(
      await call('renewCardByApiCode', { orderNum, apiCode: pkg?.apiCode ?? '' }),
      'renewCardByApiCode',
      [0],
    );
    await ctl.post('/__control/roamesim/install', { iccid });
    const running = await call('queryEsimOrder', { orderNum });
    expectDocumented(running, 'queryEsimOrder');
    expect(running.data.rows[0].packageList[0]).toMatchObject({ status: 0, beginDate: expect.any(String) });
    await ctl.post('/__control/roamesim/advance', { hours: 24 * 60 });
    const ended = await call('queryEsimOrder', { orderNum });
    expectDocumented(ended, 'queryEsimOrder');
    expect(ended.data.rows[0].packageList[0].status).toBe(5);

    const links = await call('handlerEsimPdf', { type: 'link', orderId: orderNum });
    expectDocumented(links, 'handlerEsimPdf', [0]);
    // the sandbox's public URL is not this test server's address: fetch the same path here
    const pdf = await fetch(`${sandbox.url}${new URL(links.data[iccid] as string).pathname}`);
    expect([pdf.status, pdf.headers.get('content-type'), (await pdf.text()).slice(0, 5)]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    expectDocumented(
      await call('handlerEsimPdf', { type: 'email', orderId: orderNum, email: 'traveller@example.com' }),
      'handlerEsimPdf',
      [1],
    );
    expectDocumentedError(
      await call('handlerEsimPdf', { type: 'email', orderId: orderNum, email: 'nope' }),
      -3,
    );

    const fresh = await call('addEsimOrder', { skuId, priceId: pkg?.priceid ?? 0, count: 1, backInfo: 1 });
    const refund = await call('refundOrder', {
      orderNum: fresh.data.orderNum,
      iccids: fresh.data.cardApiDtoList[0].iccid,
    });
    expectDocumented(refund, 'refundOrder');
  });

  it("errors are numbers with data '' (sign wrong: data 'sign wrong'), as documented", async () => {
    expectDocumentedError(await call('getPackages', {}), -2);
    expectDocumentedError(await call('getOrderInfo', { orderNum: 'EP00000000000000' }), -3);
    const expired = await post('/api_esim/getBalance', { token: 'not-the-token' });
    expectDocumentedError(expired, -1);
  });

  it('refuses every sign form the document does not define, on login and on the methods', async () => {
    const params = { token };
    const s = `token=${token}${CREDENTIALS.signKey}`;
    const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
    const documentedA = md5(s);
    const documentedB = md5(encodeURIComponent(s)).toUpperCase();
    for (const good of [documentedA, documentedB])
      expect((await post('/api_esim/getBalance', { ...params, sign: good }, false)).code).toBe('0');
    for (const wrong of [documentedA.toUpperCase(), documentedB.toLowerCase(), md5(`token=${token}`)])
      expectDocumentedError(
        await post('/api_esim/getBalance', { ...params, sign: wrong }, false),
        -30,
        'sign wrong',
      );
    // an empty parameter that was sent belongs in the signed string
    const withEmpty = { ...params, remark: '' };
    expectDocumentedError(
      await post('/api_esim/getBalance', { ...withEmpty, sign: documentedA }, false),
      -30,
      'sign wrong',
    );
    const loginParams = { phonenumber: CREDENTIALS.phone, password: CREDENTIALS.password };
    const loginS = `password=${CREDENTIALS.password}phonenumber=${CREDENTIALS.phone}${CREDENTIALS.signKey}`;
    expectDocumentedError(
      await post('/api_order/login', { ...loginParams, sign: md5(loginS).toUpperCase() }, false),
      -30,
    );
  });
});

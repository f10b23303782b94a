import type { AddToCartResult, CartItemView, PackageSummary } from '@app/contracts';
import { dayPassPrice } from '@app/domain';
import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { waitForCatalogue } from './support';

jest.setTimeout(240_000);

describe('cart API', () => {
  let harness: Harness;
  let fixed: PackageSummary;
  let dayPass: PackageSummary;
  const sessionId = 'cart-test-session-1';

  beforeAll(async () => {
    harness = await startHarness({ sandbox: true });
    await waitForCatalogue(harness, 1404);
    const list = (await request(harness.url).get('/api/packages').expect(200)).body as PackageSummary[];
    fixed = list.find((pkg) => pkg.apiCode === '104-0-7-1-G') as PackageSummary;
    dayPass = list.find((pkg) => pkg.apiCode === '104-0-?-1-G-D') as PackageSummary;
  });

  afterAll(async () => {
    await harness?.close();
  });

  const add = (body: object) => request(harness.url).post('/api/cart').send(body);

  it.each([
    [{ sessionId, packageId: 1, quantity: 0 }, /^quantity must be at least 1/],
    [{ sessionId, packageId: 1, quantity: 1.5 }, /^quantity must be a whole number/],
    [{ sessionId, packageId: 1, quantity: 100 }, /^quantity must be at most 99/],
    [{ sessionId, packageId: 1, customDays: 31 }, /^customDays must be at most 30/],
    [{ sessionId, packageId: 1, customDays: 0 }, /^customDays must be at least 1/],
    [{ sessionId }, /^packageId /],
    [{ sessionId, packageId: 'x' }, /^packageId .*packageId must be a whole number/],
    [{ sessionId, packageId: 1, price: 1 }, /property price should not exist/],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await add(body).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(response.body.message).toMatch(message);
  });

  it('refuses an unknown package, and days for a fixed plan, naming the field', async () => {
    const unknown = await add({ sessionId, packageId: 99999999 }).expect(400);
    expect(unknown.body).toMatchObject({
      code: 'UNKNOWN_PACKAGE',
      message: 'packageId: no package 99999999 is on sale',
    });
    const days = await add({ sessionId, packageId: fixed.id, customDays: 3 }).expect(400);
    expect(days.body.message).toMatch(/^customDays: /);
  });

  it('refuses a malformed session id on reads and changes', async () => {
    const read = await request(harness.url).get('/api/cart').query({ sessionId: 'no' }).expect(400);
    expect(read.body.message).toMatch(/^sessionId /);
    await request(harness.url).get('/api/cart').expect(400);
    await request(harness.url).put(`/api/cart/bad!id/${fixed.id}`).send({ quantity: 1 }).expect(400);
    await request(harness.url).delete('/api/cart/short').expect(400);
  });

  it('hands out a replacement session id when the browser has none or a bad one', async () => {
    for (const given of [undefined, null, 'bad id!', 'x'.repeat(65)]) {
      const response = await add({ sessionId: given, packageId: fixed.id }).expect(201);
      const result = response.body as AddToCartResult;
      expect(result.sessionId).toMatch(/^[0-9a-f]{32}$/);
      const cart = (
        await request(harness.url).get('/api/cart').query({ sessionId: result.sessionId }).expect(200)
      ).body as CartItemView[];
      expect(cart.map((item) => item.packageId)).toEqual([fixed.id]);
    }
  });

  it('prices a DayPass line from the chosen days, never from the client’s customPrice', async () => {
    const response = await add({
      sessionId,
      packageId: dayPass.id,
      customDays: 7,
      customPrice: '0.01',
    }).expect(201);
    const { item, sessionId: kept } = response.body as AddToCartResult;
    expect(kept).toBe(sessionId);
    const expected = dayPassPrice(dayPass.priceCents, dayPass.days, 7);
    expect(expected).toBe(dayPass.priceCents * 7);
    expect(item).toMatchObject({
      packageId: dayPass.id,
      quantity: 1,
      customDays: 7,
      customPrice: (expected / 100).toFixed(2),
      unitPriceCents: expected,
      lineTotalCents: expected,
    });
    const fixedLine = (await add({ sessionId, packageId: fixed.id, quantity: 2 }).expect(201)).body
      .item as CartItemView;
    expect(fixedLine).toMatchObject({
      customPrice: null,
      customDays: null,
      unitPriceCents: fixed.priceCents,
    });
    expect(fixedLine.lineTotalCents).toBe(fixed.priceCents * 2);
    const cart = (await request(harness.url).get('/api/cart').query({ sessionId }).expect(200))
      .body as CartItemView[];
    expect(cart.map((line) => [line.packageId, line.quantity, line.lineTotalCents])).toEqual([
      [dayPass.id, 1, expected],
      [fixed.id, 2, fixed.priceCents * 2],
    ]);
  });

  it('adds to a line with the same days, and replaces the days of a DayPass chosen again', async () => {
    const again = (await add({ sessionId, packageId: dayPass.id, customDays: 7 }).expect(201)).body.item;
    expect(again).toMatchObject({ quantity: 2, customDays: 7 });
    const other = (await add({ sessionId, packageId: dayPass.id, customDays: 3 }).expect(201)).body.item;
    expect(other).toMatchObject({
      quantity: 1,
      customDays: 3,
      unitPriceCents: dayPassPrice(dayPass.priceCents, 1, 3),
    });
    const tooMany = await add({ sessionId, packageId: fixed.id, quantity: 98 }).expect(400);
    expect(tooMany.body.message).toMatch(/^quantity: /);
  });

  it('updates, removes and clears lines', async () => {
    const path = `/api/cart/${sessionId}/${fixed.id}`;
    const updated = (await request(harness.url).put(path).send({ quantity: 3 }).expect(200))
      .body as CartItemView;
    expect(updated).toMatchObject({ quantity: 3, lineTotalCents: fixed.priceCents * 3 });
    const zero = await request(harness.url).put(path).send({ quantity: 0 }).expect(400);
    expect(zero.body.message).toMatch(/^quantity /);
    const days = await request(harness.url)
      .put(`/api/cart/${sessionId}/${dayPass.id}`)
      .send({ quantity: 1, customDays: 31 })
      .expect(400);
    expect(days.body.message).toMatch(/^customDays /);
    await request(harness.url).put(`/api/cart/other-session-1/${fixed.id}`).send({ quantity: 1 }).expect(404);
    expect((await request(harness.url).delete(path).expect(200)).body).toEqual({ success: true, removed: 1 });
    expect((await request(harness.url).delete(path).expect(200)).body).toEqual({ success: true, removed: 0 });
    expect((await request(harness.url).delete(`/api/cart/${sessionId}`).expect(200)).body).toEqual({
      success: true,
      removed: 1,
    });
    expect((await request(harness.url).get('/api/cart').query({ sessionId }).expect(200)).body).toEqual([]);
  });
});

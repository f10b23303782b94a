import { signedInAdmin, TestUser } from '../accounts/accounts-client';
import { EsimsEnv, paidOrder, startEsimsEnv } from '../esims/support';
import { as } from './admin-support';

/** Reads one RFC 4180 line back into its fields. */
const fieldsOf = (line: string): string[] =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map(([, field]) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field));

describe('admin orders: filters and the CSV export of the filtered list', () => {
  let env: EsimsEnv;
  let finance: TestUser;
  const tag = `export${Date.now().toString(36)}`;
  const orders: { orderNumber: string }[] = [];

  beforeAll(async () => {
    env = await startEsimsEnv();
    finance = await signedInAdmin(env.harness, 'finance');
    const email = (n: number) => `${tag}.${n}@example.com`;
    orders.push(await paidOrder(env, { email: email(1), lines: [{ pkg: 'fixed' }] })); // $5.00
    orders.push(await paidOrder(env, { email: email(2), lines: [{ pkg: 'dayPass' }] })); // $3.00
    orders.push(await paidOrder(env, { email: email(3), lines: [{ pkg: 'fixed', quantity: 2 }] })); // $10.00
    await env.db.query(
      `UPDATE orders SET customer_name = '=HYPERLINK("http://evil.example","x")' WHERE order_number = $1`,
      [orders[2].orderNumber],
    );
  });
  afterAll(async () => env?.close());

  const listed = async (filters: string): Promise<string[]> => {
    const page = await as(env.harness, finance)
      .get(`/api/admin/orders?search=${tag}&pageSize=50&${filters}`)
      .expect(200);
    return page.body.items.map((row: { orderNumber: string }) => row.orderNumber).sort();
  };
  const numbers = (...indexes: number[]) => indexes.map((index) => orders[index].orderNumber).sort();

  it('filters by amount, provider, destination and date range', async () => {
    expect(await listed('')).toEqual(numbers(0, 1, 2));
    expect(await listed('minCents=400')).toEqual(numbers(0, 2));
    expect(await listed('minCents=400&maxCents=600')).toEqual(numbers(0));
    expect(await listed('provider=payway')).toEqual(numbers(0, 1, 2));
    expect(await listed('provider=paypal')).toEqual([]);
    expect(await listed('destination=cambo')).toEqual(numbers(0, 1, 2));
    expect(await listed('destination=Japan')).toEqual([]);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await listed(`from=${hourAgo}&to=${inAnHour}`)).toEqual(numbers(0, 1, 2));
    expect(await listed(`from=${inAnHour}`)).toEqual([]);
    const reversed = await as(env.harness, finance)
      .get(`/api/admin/orders?from=${inAnHour}&to=${hourAgo}`)
      .expect(400);
    expect(reversed.body.message).toBe('from must be before to');
    const badAmount = await as(env.harness, finance).get('/api/admin/orders?minCents=1.5').expect(400);
    expect(JSON.stringify(badAmount.body.message)).toContain('minCents must be a whole number of cents');
  });

  it('exports exactly the filtered rows as CSV, newest first, with formulas neutralised', async () => {
    const reply = await as(env.harness, finance)
      .get(`/api/admin/orders/export.csv?search=${tag}&minCents=400`)
      .expect(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = reply.text.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(fieldsOf(lines[0])).toEqual([
      'order_number',
      'created_at',
      'status',
      'kind',
      'customer_name',
      'customer_email',
      'customer_phone',
      'destination',
      'data',
      'days',
      'total_usd',
      'payment_method',
      'provider_order_numbers',
      'refund_open',
    ]);
    const rows = lines.slice(1).map(fieldsOf);
    expect(rows.map((row) => row[0])).toEqual([orders[2].orderNumber, orders[0].orderNumber]);
    expect(rows.map((row) => row[10])).toEqual(['10.00', '5.00']);
    expect(rows[0][4]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[1][4]).toBe('Sok Dara');
    expect(rows[1][7]).toBe('Cambodia');
  });
});

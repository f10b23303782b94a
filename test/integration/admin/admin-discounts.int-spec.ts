import request from 'supertest';
import { signedInAdmin, type TestUser } from '../accounts/accounts-client';
import { FIXED_ID, orderBody, PaymentsEnv, startPaymentsEnv } from '../payments/support/payments-harness';
import { as } from './admin-support';

/** The admin Discount codes tab's routes: create, list with uses, change; owner-only below cost; audited. */
describe('admin discount codes', () => {
  let env: PaymentsEnv;
  let owner: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    env = await startPaymentsEnv();
    owner = await signedInAdmin(env.harness, 'owner');
    admin = await signedInAdmin(env.harness, 'admin');
  });
  afterAll(async () => env?.close());

  it('an admin creates a code, it prices an order, the list counts its use; switched off, it is refused', async () => {
    const created = await as(env.harness, admin)
      .post('/api/admin/discount-codes', {
        code: ' spring-15 ',
        kind: 'percent',
        percent: 15,
        totalLimit: 100,
      })
      .expect(201);
    expect(created.body).toMatchObject({
      code: 'SPRING-15',
      kind: 'percent',
      percent: 15,
      active: true,
      uses: 0,
    });

    const placed = await request(env.harness.url)
      .post('/api/create-order')
      .send(orderBody({ discountCode: 'Spring-15', totalAmount: '8.50' }))
      .expect(201);
    expect(placed.body.totalAmount).toBe('8.50');
    const listed = await as(env.harness, admin).get('/api/admin/discount-codes').expect(200);
    expect(listed.body.find((code: { code: string }) => code.code === 'SPRING-15')).toMatchObject({
      uses: 1,
      discountedCents: 150,
    });

    await as(env.harness, admin)
      .patch(`/api/admin/discount-codes/${created.body.id}`, { active: false })
      .expect(200);
    const refused = await request(env.harness.url)
      .post('/api/discount-codes/check')
      .send({ code: 'SPRING-15', items: [{ packageId: FIXED_ID, quantity: 1 }] })
      .expect(422);
    expect(refused.body.code).toBe('DISCOUNT_INACTIVE');

    const audit = await env.db.query(
      `SELECT action, actor_role FROM admin_audit WHERE target_type = 'discount_code' AND target_id = 'SPRING-15' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'discount.create', actor_role: 'admin' },
      { action: 'discount.update', actor_role: 'admin' },
    ]);
  });

  it('names what is wrong with a code, refuses a taken one, and lets only an owner price below cost', async () => {
    const staff = as(env.harness, admin);
    const percent = await staff
      .post('/api/admin/discount-codes', { code: 'BADPCT', kind: 'percent', percent: 120 })
      .expect(400);
    expect(JSON.stringify(percent.body)).toContain('percent must be a whole number from 1 to 100');
    const amount = await staff
      .post('/api/admin/discount-codes', { code: 'NOAMOUNT', kind: 'fixed' })
      .expect(400);
    expect(amount.body.message).toContain('amountCents');
    const name = await staff
      .post('/api/admin/discount-codes', { code: 'a b', kind: 'percent', percent: 5 })
      .expect(400);
    expect(name.body.details).toEqual({ field: 'code' });
    const window = await staff
      .post('/api/admin/discount-codes', {
        code: 'BACKWARDS',
        kind: 'percent',
        percent: 5,
        startsAt: '2026-12-10T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      })
      .expect(400);
    expect(window.body.details).toEqual({ field: 'endsAt' });

    await staff
      .post('/api/admin/discount-codes', { code: 'TWICE', kind: 'fixed', amountCents: 100 })
      .expect(201);
    const taken = await staff
      .post('/api/admin/discount-codes', { code: 'twice', kind: 'fixed', amountCents: 100 })
      .expect(409);
    expect(taken.body.code).toBe('DISCOUNT_CODE_TAKEN');

    const below = { code: 'STAFFPRICE', kind: 'percent', percent: 100, belowCostAllowed: true };
    expect((await staff.post('/api/admin/discount-codes', below).expect(403)).body.code).toBe('OWNER_ONLY');
    await as(env.harness, owner).post('/api/admin/discount-codes', below).expect(201);
  });
});

import request from 'supertest';
import { DataSource } from 'typeorm';
import { Harness, startHarness } from '../../support/harness';
import { newCustomer, PASSWORD } from './accounts-client';

describe('POST /api/auth/signup-phone', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
  });
  afterAll(() => harness?.close());

  const signUp = (body: object, address = '10.1.0.1') =>
    request(harness.url).post('/api/auth/signup-phone').set('x-forwarded-for', address).send(body);

  it('creates a customer with a normalised phone and a lower-case email, and no session', async () => {
    const body = newCustomer({ email: 'Mixed.Case@Example.com' });
    const spaced = `${body.phone.slice(0, 4)} ${body.phone.slice(4, 7)}-${body.phone.slice(7)}`;
    const response = await signUp({ ...body, phone: spaced }).expect(201);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Account created',
      user: { phone: body.phone, email: 'mixed.case@example.com', role: 'user', fullName: body.fullName },
    });
    expect(response.body.user.passwordHash).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row] = await harness
      .api!.get(DataSource)
      .query('SELECT password_hash FROM app_user WHERE id = $1', [response.body.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it.each([
    [{}],
    [{ phone: '+85512345678', email: 'a@example.com', password: PASSWORD }],
    [{ fullName: 'A', email: 'a@example.com', password: PASSWORD }],
    [{ fullName: 'A', phone: '+85512345678', password: PASSWORD }],
    [{ fullName: 'A', phone: '+85512345678', email: 'a@example.com' }],
    [{ fullName: '   ', phone: '+85512345678', email: 'a@example.com', password: PASSWORD }],
  ])('answers 400 with the spec message when a field is missing (%j)', async (body) => {
    const response = await signUp(body).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: 'Name, phone, email, and password are required',
    });
  });

  it('refuses a weak password with the list of what it misses', async () => {
    const response = await signUp(newCustomer({ password: 'abcdefgh' })).expect(400);
    expect(response.body.message).toBe(
      'Password must contain:\n• One uppercase letter\n• One number\n• One special character (!@#$%^&*(),.?":{}|<>)',
    );
  });

  it('refuses an implausible phone and a bad email with the form texts', async () => {
    expect((await signUp(newCustomer({ phone: '+012 345 678' })).expect(400)).body.message).toBe(
      'Please enter a valid phone number',
    );
    expect((await signUp(newCustomer({ email: 'not-an-email' })).expect(400)).body.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('reads a local number (0…) as Cambodian and stores it with +855', async () => {
    const body = newCustomer();
    const local = `0${body.phone.slice(4, 6)} ${body.phone.slice(6, 9)} ${body.phone.slice(9)}`;
    expect(body.phone.startsWith('+855')).toBe(true);
    const response = await signUp({ ...body, phone: local }).expect(201);
    expect(response.body.user.phone).toBe(body.phone);
  });

  it('refuses unknown fields', async () => {
    await signUp({ ...newCustomer(), role: 'admin' }).expect(400);
  });

  it('refuses a phone or email already used, whatever the spelling', async () => {
    const first = newCustomer();
    await signUp(first).expect(201);
    const respelled = `${first.phone.slice(1, 4)} (${first.phone.slice(4, 6)}) ${first.phone.slice(6)}`;
    const samePhone = await signUp(newCustomer({ phone: respelled })).expect(409);
    expect(samePhone.body).toMatchObject({ code: 'PHONE_TAKEN' });
    const sameEmail = await signUp(newCustomer({ email: first.email.toUpperCase() })).expect(409);
    expect(sameEmail.body).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('limits sign-ups per address and hour', async () => {
    const limit = harness.config.auth.throttle.signUpsPerAddressPerHour;
    for (let i = 0; i < limit; i += 1) await signUp(newCustomer(), '10.9.9.9').expect(201);
    const refused = await signUp(newCustomer(), '10.9.9.9').expect(429);
    expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await signUp(newCustomer(), '10.9.9.10').expect(201);
  });
});

import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { newCustomer, signedInCustomer } from './accounts-client';

describe('POST /api/auth/update-profile', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ worker: false });
  });
  afterAll(() => harness?.close());

  const update = (cookie: string, body: object) =>
    request(harness.url)
      .post('/api/auth/update-profile')
      .set('cookie', cookie)
      .set('origin', harness.url)
      .send(body);

  it('changes name, phone and email of the session user', async () => {
    const user = await signedInCustomer(harness);
    const next = newCustomer();
    const response = await update(user.cookie, {
      fullName: '  New Name ',
      phone: next.phone.replace('+', '00 ').replace(/^00 /, ''),
      email: next.email.toUpperCase(),
    }).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Profile updated',
      user: { id: user.id, fullName: 'New Name', phone: next.phone, email: next.email },
    });
    const me = await request(harness.url).get('/api/auth/user').set('cookie', user.cookie);
    expect(me.body.user).toMatchObject({ fullName: 'New Name', phone: next.phone });
  });

  it('refuses bad values, an address field, an empty body and someone else’s phone or email', async () => {
    const user = await signedInCustomer(harness);
    const other = await signedInCustomer(harness);
    expect((await update(user.cookie, { phone: '123' }).expect(400)).body.message).toBe(
      'Please enter a valid phone number',
    );
    expect((await update(user.cookie, { email: 'nope' }).expect(400)).body.message).toBe(
      'Please enter a valid email address',
    );
    expect((await update(user.cookie, { fullName: ' ' }).expect(400)).body.message).toBe('Name is required');
    await update(user.cookie, { address: 'Street 1' }).expect(400);
    expect((await update(user.cookie, {}).expect(400)).body.code).toBe('NOTHING_TO_UPDATE');
    expect((await update(user.cookie, { phone: other.phone }).expect(409)).body.code).toBe('PHONE_TAKEN');
    expect((await update(user.cookie, { email: other.email }).expect(409)).body.code).toBe('EMAIL_TAKEN');
  });

  it('needs a session', async () => {
    await request(harness.url).post('/api/auth/update-profile').send({ fullName: 'X' }).expect(401);
  });
});

import request from 'supertest';
import { signedInAdmin, TestUser } from '../accounts/accounts-client';
import { PaymentsEnv, startPaymentsEnv } from '../payments/support/payments-harness';
import { casesFor, FuzzCase, OpenApiDocument } from './fuzz-cases';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every operation of the api's own OpenAPI document, with hostile path, query and body values
 * (wrong types, null, huge, deep, NUL, broken Unicode), as an anonymous caller and as an admin
 * (who passes every route's policy, so the input reaches the handlers): no answer is a 5xx.
 */
describe('OpenAPI-driven fuzz: no input gets a 5xx', () => {
  let env: PaymentsEnv;
  let admin: TestUser;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    // Thousands of hostile sign-in bodies come from one address: lift the sign-in throttle so the
    // admin can sign in again after a case signed it out (the throttle has its own tests).
    const lifted = '100000';
    env = await startPaymentsEnv({
      env: {
        API_DOCS: 'true',
        SIGNIN_MAX_FAILURES_PER_MINUTE: lifted,
        SIGNIN_MAX_FAILURES_PER_HOUR: lifted,
        SIGNIN_MAX_FAILURES_PER_MINUTE_PER_ADDRESS: lifted,
        SIGNIN_MAX_FAILURES_PER_HOUR_PER_ADDRESS: lifted,
      },
    });
    admin = await signedInAdmin(env.harness);
    doc = (await request(env.harness.url).get('/api/docs-json').expect(200)).body as OpenApiDocument;
  });
  afterAll(() => env?.close());

  /** Sends one case; a 5xx or no answer within 15 s is a failure. */
  async function send(fuzz: FuzzCase, cookie?: string): Promise<string | null> {
    const url = env.harness.url;
    const verb = fuzz.method as (typeof METHODS)[number];
    let call = request(url)[verb](fuzz.path).set('origin', url).timeout(15_000);
    if (cookie) call = call.set('cookie', cookie);
    for (const [name, value] of Object.entries(fuzz.headers ?? {})) call = call.set(name, value);
    if (fuzz.body !== undefined) call = call.set('content-type', 'application/json').send(fuzz.body);
    try {
      const response = await call;
      return response.status >= 500
        ? `${fuzz.method.toUpperCase()} ${fuzz.path.slice(0, 120)} [${fuzz.label}] → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`
        : null;
    } catch (error) {
      return `${fuzz.method.toUpperCase()} ${fuzz.path.slice(0, 120)} [${fuzz.label}] → no answer: ${(error as Error).message}`;
    }
  }

  it('answers every operation of /api/docs-json without a 5xx', async () => {
    const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ route, method, operation: item[method]! })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const { route, method, operation } of operations) {
      const cases = casesFor(doc, route, method, operation);
      for (const [index, fuzz] of cases.entries()) {
        // Every case as an admin; every fourth also without a session (the public path of the guards).
        const problem = await send(fuzz, admin.cookie);
        if (problem) failures.push(problem);
        if (index % 4 === 0) {
          const anonymous = await send(fuzz);
          if (anonymous) failures.push(`${anonymous} (anonymous)`);
        }
        sent += index % 4 === 0 ? 2 : 1;
      }
      // A case may have ended the admin's session (sign-out): sign in again for the next operation.
      const me = await request(env.harness.url).get('/api/auth/user').set('cookie', admin.cookie);
      if (!me.body?.user) admin = await signedInAdmin(env.harness);
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});

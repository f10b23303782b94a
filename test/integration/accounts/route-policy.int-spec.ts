import request from 'supertest';
import { QUEUE_NAMES } from '@app/core';
import { Harness, startHarness } from '../../support/harness';
import { signedInAdmin, signedInCustomer, TestUser } from './accounts-client';
import { registeredRoutes } from './registered-routes';
import { Caller, ROUTES } from './route-table';

describe('every route declares a policy, and the policy holds', () => {
  let harness: Harness;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    // No RoameSIM answers here (a closed port, whatever else runs on this machine). No catalogue
    // sync runs either: the worker leaves that queue alone, so the load's routes answer as when
    // none runs (stop 409, start 202), whatever the cases before them queued (sync-restart) and
    // however fast they ran. A run here would also only fail and retry on its backoff.
    const queues = QUEUE_NAMES.filter((queue) => queue !== 'catalogue').join(',');
    harness = await startHarness({ env: { ROAMESIM_BASE_URL: 'http://127.0.0.1:9', WORKER_QUEUES: queues } });
    customer = await signedInCustomer(harness);
    admin = await signedInAdmin(harness);
  });
  afterAll(() => harness?.close());

  it('finds a policy on every route, and every route in the table with that policy', () => {
    const routes = registeredRoutes(harness.api!);
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(ROUTES).length);
    expect(routes.filter((route) => !route.policy).map((route) => route.key)).toEqual([]);
    // A new route joins the table in route-table.ts, with its policy and its answers per caller.
    const unlisted = routes.filter((route) => !ROUTES[route.key]).map((route) => route.key);
    expect(unlisted).toEqual([]);
    for (const route of routes)
      expect(`${route.key} ${route.policy}`).toBe(`${route.key} ${ROUTES[route.key].policy}`);
    const stale = Object.keys(ROUTES).filter((key) => !routes.some((route) => route.key === key));
    expect(stale).toEqual([]);
  });

  const cases = Object.entries(ROUTES).flatMap(([key, route]) =>
    (Object.keys(route.expect) as Caller[]).map((caller) => [key, caller] as const),
  );

  it.each(cases)('%s as %s', async (key, caller) => {
    const route = ROUTES[key];
    const [method] = key.split(' ');
    // A fresh owner (a sign-up and a sign-in: two argon2 hashes, most of this file's CPU) only where
    // the call is theirs: as the caller, or in the route's path or body (a `call` that takes it).
    const owner = caller === 'owner' || route.call.length > 0 ? await signedInCustomer(harness) : customer;
    const { path, body } = route.call(owner);
    const cookie = {
      anonymous: undefined,
      customer: customer.cookie,
      owner: owner.cookie,
      admin: admin.cookie,
    }[caller];
    const agent = request(harness.url);
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const call = agent[verb](path).set('origin', harness.url);
    if (cookie) call.set('cookie', cookie);
    const response = await (body ? call.send(body) : call);
    expect(`${key} as ${caller}: ${response.status}`).toBe(`${key} as ${caller}: ${route.expect[caller]}`);
    // Sessions that a call ended (sign-out, password change) are replaced for the next cases.
    if (caller === 'customer' && key.includes('change-password')) customer = await signedInCustomer(harness);
    if (caller === 'admin' && key.includes('change-password')) admin = await signedInAdmin(harness);
    if (caller === 'admin' && key.includes('force-logout-all')) customer = await signedInCustomer(harness);
  });

  it('covers every protected route as anonymous, as a customer and as an admin', () => {
    for (const [key, route] of Object.entries(ROUTES)) {
      if (route.policy === 'public') continue;
      const callers = Object.keys(route.expect);
      expect(
        `${key}: ${['anonymous', 'customer', 'admin'].every((caller) => callers.includes(caller))}`,
      ).toBe(`${key}: true`);
    }
  });
});

import request from 'supertest';
import type { Harness } from '../../support/harness';
import type { TestUser } from '../accounts/accounts-client';

/** A call with the user's session cookie (and our Origin, as the browser sends it), or anonymous. */
export function as(harness: Harness, user: TestUser | null) {
  const agent = request(harness.url);
  const withCookie = (call: request.Test) => {
    call.set('origin', harness.url);
    return user ? call.set('cookie', user.cookie) : call;
  };
  return {
    get: (path: string) => withCookie(agent.get(path)),
    post: (path: string, body?: object) => withCookie(agent.post(path)).send(body ?? {}),
    patch: (path: string, body: object) => withCookie(agent.patch(path)).send(body),
    delete: (path: string) => withCookie(agent.delete(path)),
  };
}

/**
 * Gives the sandbox's RoameSIM account an API code for one of its listed packages (as RoameSIM
 * sets a plan up by hand), so a package the admin enters under it passes the provisioning check;
 * a random ADM- code when none is named.
 */
export async function provisionableApiCode(
  harness: Harness,
  apiCode = `ADM-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
): Promise<string> {
  const response = await fetch(`${harness.sandbox!.url}/__control/roamesim/api-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiCode }),
  });
  if (!response.ok) throw new Error(`the sandbox refused the API code ${apiCode}: ${response.status}`);
  return apiCode;
}

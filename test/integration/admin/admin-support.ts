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

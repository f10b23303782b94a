import { routerReady, type InitialisingRouter } from './router-ready';

/** A router whose initialisation the test finishes by hand. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router: InitialisingRouter = {
    state: { initialized },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const publish = (state: { initialized: boolean }) => {
    router.state = state;
    for (const listener of [...listeners]) listener(state);
  };
  return { router, publish, listeners };
}

describe('routerReady', () => {
  it('resolves at once for a router that has loaded the page', async () => {
    const { router, listeners } = fakeRouter(true);
    await routerReady(router);
    expect(listeners.size).toBe(0);
  });

  it('waits for the router to finish loading the page, then stops listening', async () => {
    const { router, publish, listeners } = fakeRouter(false);
    let ready = false;
    const waiting = routerReady(router).then(() => {
      ready = true;
    });
    publish({ initialized: false });
    await Promise.resolve();
    expect(ready).toBe(false);
    publish({ initialized: true });
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });
});

import { MemoryTokenStore } from './token-store';

describe('MemoryTokenStore', () => {
  it('expires tokens and clears only the token it is asked to', async () => {
    // The clock is held: a busy machine must not let the token's time run out between two lines.
    jest.useFakeTimers({ now: Date.now() });
    try {
      const store = new MemoryTokenStore();
      await store.set('t1', 50);
      expect(await store.get()).toBe('t1');
      await store.clear('other');
      expect(await store.get()).toBe('t1');
      await store.clear('t1');
      expect(await store.get()).toBeNull();
      await store.set('t2', 1);
      expect(await store.get()).toBe('t2');
      jest.setSystemTime(Date.now() + 2); // its millisecond has passed
      expect(await store.get()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs login-locked sections one at a time, even after a failure', async () => {
    const store = new MemoryTokenStore();
    const events: string[] = [];
    const section = (name: string, fail = false) =>
      store.withLoginLock(async () => {
        events.push(`${name}:in`);
        await new Promise((resolve) => setImmediate(resolve)); // the others get their turn to try
        events.push(`${name}:out`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([section('a', true), section('b'), section('c')]);
    expect(events).toEqual(['a:in', 'a:out', 'b:in', 'b:out', 'c:in', 'c:out']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});

import IORedis from 'ioredis';
import { unsubscribeQuietly } from './realtime-io.adapter';

describe('unsubscribeQuietly', () => {
  it('leaves no unhandled rejection when the connection is already closed', async () => {
    const client = new IORedis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: null });
    client.disconnect();
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      unsubscribeQuietly(client);
      // What the socket.io redis adapter does on close: fire and forget.
      void client.unsubscribe('room-a', 'room-b');
      void client.punsubscribe('socket.io#/#*');
      // a later command settles after those two (one connection answers in order); Node reports an
      // unhandled rejection once the microtasks of that turn have run, before the next macrotask
      await expect(client.unsubscribe('room-c')).rejects.toThrow(/closed/i);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });

  it('still hands the caller the command result', async () => {
    const client = new IORedis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: null });
    client.disconnect();
    unsubscribeQuietly(client);
    await expect(client.unsubscribe('room-a')).rejects.toThrow(/closed/i);
  });
});

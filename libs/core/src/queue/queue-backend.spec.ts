import type { AppConfig } from '../config/config';
import { queueConnection, reconnectDelayMs } from './queue-backend';

describe('the queue connection to Redis', () => {
  it('reconnects at most 2 s apart however long Redis has been away (not BullMQ’s 20 s)', () => {
    const config = { queue: { backend: 'redis', redisUrl: 'redis://127.0.0.1:6379' } } as AppConfig;
    const options = queueConnection(config) as { retryStrategy?: (attempt: number) => number };
    expect(options.retryStrategy).toBe(reconnectDelayMs);
    const delays = [1, 2, 5, 10, 30, 100].map((attempt) => reconnectDelayMs(attempt));
    expect(Math.max(...delays)).toBe(2000);
    expect(delays[0]).toBeLessThan(delays[3]);
  });
});

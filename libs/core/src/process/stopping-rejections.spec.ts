import { EventEmitter } from 'node:events';
import { logRejectionsWhileStopping } from './stopping-rejections';

describe('logRejectionsWhileStopping', () => {
  const setup = () => {
    const proc = new EventEmitter();
    const warned: unknown[] = [];
    const logger = { warn: (fields: { err: unknown }) => warned.push(fields.err) } as never;
    logRejectionsWhileStopping(logger, proc);
    return { proc, warned };
  };

  it('still ends the process for a rejection before any stop signal', () => {
    const { proc, warned } = setup();
    const reason = new Error('a real bug');
    expect(() => proc.emit('unhandledRejection', reason)).toThrow('a real bug');
    expect(warned).toEqual([]);
  });

  it.each(['SIGINT', 'SIGTERM'])('logs a rejection after %s instead of ending the process', (signal) => {
    const { proc, warned } = setup();
    proc.emit(signal);
    const reason = new Error('Connection is closed.');
    expect(() => proc.emit('unhandledRejection', reason)).not.toThrow();
    expect(warned).toEqual([reason]);
  });
});

import type { AppLogger } from './logger';
import { connectionErrorLog } from './connection-errors';

describe('connectionErrorLog', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });

  it('logs an error once, then at most once per interval with the count it left out', () => {
    const lines: unknown[][] = [];
    const logger = { warn: (...args: unknown[]) => lines.push(args) } as unknown as AppLogger;
    let clock = 0;
    const onError = connectionErrorLog(logger, 'queue connection error', {
      everyMs: 30_000,
      now: () => clock,
    });
    for (clock = 0; clock < 60_000; clock += 2000) onError(refused);
    expect(lines).toEqual([
      [
        { error: refused.message, code: 'ECONNREFUSED', leftOut: 0 },
        'queue connection error: connect ECONNREFUSED 127.0.0.1:6379',
      ],
      [
        { error: refused.message, code: 'ECONNREFUSED', leftOut: 14 },
        'queue connection error: connect ECONNREFUSED 127.0.0.1:6379',
      ],
    ]);
  });

  it('logs a different error at once, at the level asked for', () => {
    const lines: unknown[][] = [];
    const logger = { error: (...args: unknown[]) => lines.push(args) } as unknown as AppLogger;
    const onError = connectionErrorLog(logger, 'queue worker error', { level: 'error', now: () => 0 });
    onError(refused);
    onError(refused);
    onError(new Error('Missing lock for job 42'));
    expect(lines.map((line) => line[1])).toEqual([
      'queue worker error: connect ECONNREFUSED 127.0.0.1:6379',
      'queue worker error: Missing lock for job 42',
    ]);
  });
});

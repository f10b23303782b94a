import { SandboxContext } from './context';
import { consumeFailure, shouldHangAfterCommit } from './faults';

const newCtx = (seed = 'seed') =>
  new SandboxContext({ port: 0, host: '127.0.0.1', smtpPort: 0, seed, publicUrl: 'http://127.0.0.1' });

describe('faults', () => {
  it('fails exactly failNext times, then follows errorRate', () => {
    const ctx = newCtx();
    ctx.faults.payway.failNext = 2;
    expect([1, 2, 3].map(() => consumeFailure(ctx, 'payway'))).toEqual([true, true, false]);
    ctx.faults.payway.errorRate = 1;
    expect(consumeFailure(ctx, 'payway')).toBe(true);
  });

  it('hangs exactly timeoutNext times, then follows timeoutAfterCommitRate', () => {
    const ctx = newCtx();
    ctx.faults.roamesim.timeoutNext = 1;
    expect([shouldHangAfterCommit(ctx, 'roamesim'), shouldHangAfterCommit(ctx, 'roamesim')]).toEqual([
      true,
      false,
    ]);
  });

  it('draws the same failures from the same seed', () => {
    const run = (seed: string) => {
      const ctx = newCtx(seed);
      ctx.faults.smtp.errorRate = 0.5;
      return Array.from({ length: 40 }, () => consumeFailure(ctx, 'smtp'));
    };
    expect(run('a')).toEqual(run('a'));
    expect(run('a')).not.toEqual(run('b'));
    expect(run('a').filter(Boolean).length).toBeGreaterThan(5);
  });
});

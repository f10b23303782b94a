import { SandboxContext } from '../context';
import { ControlInputError } from './control-sections';
import { applyFaultsFromEnv, patchFaults } from './fault-knobs.schema';

const newCtx = () =>
  new SandboxContext({ port: 0, host: '127.0.0.1', smtpPort: 0, seed: 's', publicUrl: 'http://127.0.0.1' });

describe('fault knobs', () => {
  it('merges a partial patch', () => {
    const ctx = newCtx();
    expect(patchFaults(ctx, 'roamesim', { latencyMs: 10, failNext: 2 })).toEqual({
      latencyMs: 10,
      errorRate: 0,
      timeoutAfterCommitRate: 0,
      failNext: 2,
      timeoutNext: 0,
    });
  });

  it.each([
    [{ latencyMs: -1 }, 'latencyMs'],
    [{ errorRate: 2 }, 'errorRate'],
    [{ failNext: 1.5 }, 'failNext'],
    [{ timeoutNext: 'x' }, 'timeoutNext'],
    [{ latencyMsTypo: 1 }, 'latencyMsTypo'],
  ])('refuses %j naming %s', (body, field) => {
    const ctx = newCtx();
    expect(() => patchFaults(ctx, 'payway', body)).toThrow(ControlInputError);
    try {
      patchFaults(ctx, 'payway', body);
    } catch (error) {
      expect((error as ControlInputError).field).toBe(field);
    }
    expect(ctx.faults.payway.latencyMs).toBe(0);
  });

  it('applies SANDBOX_FAULTS and names a bad field', () => {
    const ctx = newCtx();
    applyFaultsFromEnv(ctx, '{"smtp":{"errorRate":0.5},"roamesim":{"latencyMs":5}}');
    expect([ctx.faults.smtp.errorRate, ctx.faults.roamesim.latencyMs]).toEqual([0.5, 5]);
    expect(() => applyFaultsFromEnv(ctx, '{"paypal":{"errorRate":7}}')).toThrow(/paypal\.errorRate/);
    expect(() => applyFaultsFromEnv(ctx, '{"nope":{}}')).toThrow(/nope\.provider/);
    expect(() => applyFaultsFromEnv(ctx, 'not json')).toThrow(/not valid JSON/);
  });
});

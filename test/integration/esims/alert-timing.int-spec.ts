import { EsimsEnv, control, paidOrder, resetSandbox, startEsimsEnv, until, waitForOrder } from './support';

/** RoameSIM's clock in this drill: a simulated minute per real second. */
const SCALE = 60;
const MINUTE_MS = 60_000;
/** The traveller's steady use, in MB per simulated minute (1024 MB plan). */
const MB_PER_SIM_MINUTE = 4;
const PLAN_MB = 1024;

/**
 * The alert drill (SANDBOX_TIME_SCALE): the status sync's default schedule (hot 4 min, stale 30 min,
 * a sweep every 30 s) scaled to the sandbox's clock, and nobody reading the eSIM but the periodic
 * sweep. The 80 % email is written within 5 simulated minutes of the crossing.
 */
describe('usage alerts on time (sandbox drill)', () => {
  let env: EsimsEnv;

  beforeAll(async () => {
    env = await startEsimsEnv({
      env: {
        ESIM_SYNC_HOT_SECONDS: String(240 / SCALE),
        ESIM_SYNC_STALE_SECONDS: String(1800 / SCALE),
        ESIM_SYNC_SWEEP_SECONDS: String(30 / SCALE),
      },
    });
  }, 120_000);
  afterAll(async () => env?.close());

  it('the 80 % email comes within 5 simulated minutes of the crossing, from the sweep alone', async () => {
    await resetSandbox(env.harness, { timeScale: SCALE, usageMbPerDay: MB_PER_SIM_MINUTE * 60 * 24 });
    const order = await paidOrder(env, { email: 'drill@example.com' });
    await waitForOrder(env.db, order.orderId, 'completed');
    const { id: esimId, iccid } = (
      await env.db.query('SELECT id, iccid FROM esim WHERE order_id = $1', [order.orderId])
    ).rows[0] as { id: string; iccid: string };

    // installed, and at 65 % at once: the next read (at most a stale wait away) finds it under 80 %,
    // then steady use crosses 80 % some 38 simulated minutes later
    await control(env.harness, 'POST', '/__control/roamesim/install', { iccid });
    const used = await control(env.harness, 'POST', '/__control/roamesim/use', { iccid, mb: 0.65 * PLAN_MB });
    const realRef = Date.now();
    const simRef = Date.parse(
      (await control(env.harness, 'GET', '/__control/roamesim')).simulatedNow as string,
    );
    const usedAtRef = (used.usage as { usedMb: number }[])[0].usedMb;
    const crossingSim = simRef + ((0.8 * PLAN_MB - usedAtRef) / MB_PER_SIM_MINUTE) * MINUTE_MS;
    expect(crossingSim - simRef).toBeGreaterThan(30 * MINUTE_MS);

    const email = await until(
      async () =>
        (
          await env.db.query(
            `SELECT created_at, payload FROM notification WHERE kind = 'esim_alert' AND dedupe_key LIKE $1`,
            [`esim_alert:${esimId}:usage_80:%`],
          )
        ).rows[0] as { created_at: Date; payload: { usagePercent: number } } | undefined,
      'the 80 % email',
      120_000,
    );
    const emailSim = simRef + (email.created_at.getTime() - realRef) * SCALE;
    expect(email.payload.usagePercent).toBeGreaterThanOrEqual(80);
    expect(emailSim - crossingSim).toBeLessThanOrEqual(5 * MINUTE_MS);
  }, 180_000);
});

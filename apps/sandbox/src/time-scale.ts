/**
 * SANDBOX_TIME_SCALE: the pace of RoameSIM's simulated clock, simulated ms per real ms. Unset: real
 * time (1), as `npm start` runs it, so a 30-day eSIM lasts 30 days. Tests and drills speed it up
 * (3600: an hour a second), here or with PUT /__control/roamesim {timeScale}.
 */
export function timeScaleFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100_000_000)
    throw new Error(`SANDBOX_TIME_SCALE must be a number above 0 (1 = real time), not "${value}"`);
  return scale;
}

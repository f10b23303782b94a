import { z } from 'zod';

/** RoameSIM-only knobs (the generic latency/5xx/timeout ones live in ctx.faults.roamesim). */
export interface RoamesimKnobs {
  /** Every order and top-up fails with an insufficient-balance error. */
  insufficientBalance: boolean;
  /** How long after an order its card data (ICCID, activation code) becomes available. */
  cardDelayMs: number;
  /** Real ms after the card data is ready until the simulated traveller installs the eSIM; 0 = never. */
  autoInstallMs: number;
  /** Lifetime of a login token (the docs say 2 hours). */
  tokenTtlMs: number;
  /** Data the simulated traveller uses per simulated day. */
  usageMbPerDay: number;
}

export const DEFAULT_BALANCE = 1000;
/** Real time: a 30-day eSIM lasts 30 days (SandboxConfig.timeScale changes the start value). */
export const DEFAULT_TIME_SCALE = 1;

export const defaultRoamesimKnobs = (): RoamesimKnobs => ({
  insufficientBalance: false,
  cardDelayMs: 2000,
  autoInstallMs: 60_000,
  tokenTtlMs: 2 * 3_600_000,
  usageMbPerDay: 600,
});

/** PUT /__control/roamesim body. */
export const roamesimPatchSchema = z
  .object({
    insufficientBalance: z.boolean(),
    cardDelayMs: z.number().int().min(0).max(3_600_000),
    autoInstallMs: z
      .number()
      .int()
      .min(0)
      .max(30 * 86_400_000),
    tokenTtlMs: z
      .number()
      .int()
      .min(1000)
      .max(30 * 86_400_000),
    usageMbPerDay: z.number().min(0).max(1_000_000),
    /** Simulated ms per real ms: 3600 = one real second is one simulated hour. */
    timeScale: z.number().positive().max(100_000_000),
    /** Account balance in USD. */
    balance: z.number().min(0).max(100_000_000),
    /** true = the current token stops working now (the next call gets code -1 'token expire'). */
    forceTokenExpiry: z.boolean(),
  })
  .partial()
  .strict();

export const installSchema = z.object({ iccid: z.string().min(1) }).strict();
export const advanceSchema = z.object({ hours: z.number().positive().max(100_000) }).strict();

/** POST /__control/roamesim/package: a new wholesale price (USD) for one package, as the provider would. */
export const packagePriceSchema = z
  .object({ apiCode: z.string().min(1).max(120), price: z.number().positive().max(100_000) })
  .strict();

/** POST /__control/roamesim/api-code: RoameSIM gives the account `apiCode` for the package `like` (default: the first). */
export const apiCodeSchema = z
  .object({ apiCode: z.string().min(1).max(120), like: z.string().min(1).max(120).optional() })
  .strict();

/** POST /__control/roamesim/use: the traveller uses `mb` of data now, on the eSIM's running plan. */
export const useDataSchema = z
  .object({ iccid: z.string().min(1), mb: z.number().positive().max(1_000_000) })
  .strict();

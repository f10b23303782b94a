import { z } from 'zod';
import { defaultKnobs, type FaultKnobs, type SandboxContext, type SandboxProvider } from '../context';
import { ControlInputError, parseControlBody } from './control-sections';

const rate = z.number().min(0).max(1);
const count = z.number().int().min(0).max(1_000_000);

/** A partial set of FaultKnobs; unknown fields are refused so that typos do not pass silently. */
export const faultKnobsPatchSchema = z
  .object({
    latencyMs: z.number().int().min(0).max(600_000),
    errorRate: rate,
    timeoutAfterCommitRate: rate,
    failNext: count,
    timeoutNext: count,
  })
  .partial()
  .strict();

export type FaultKnobsPatch = z.infer<typeof faultKnobsPatchSchema>;

export const isSandboxProvider = (ctx: SandboxContext, name: string): name is SandboxProvider =>
  Object.prototype.hasOwnProperty.call(ctx.faults, name);

export function patchFaults(ctx: SandboxContext, provider: string, body: unknown): FaultKnobs {
  if (!isSandboxProvider(ctx, provider)) {
    throw new ControlInputError(
      'provider',
      `unknown provider "${provider}" (one of ${Object.keys(ctx.faults).join(', ')})`,
    );
  }
  const patch = parseControlBody(faultKnobsPatchSchema, body);
  Object.assign(ctx.faults[provider], patch);
  return ctx.faults[provider];
}

/**
 * SANDBOX_FAULTS='{"roamesim":{"latencyMs":300},"smtp":{"errorRate":0.1}}' applied at start.
 * A bad value stops the sandbox from starting, naming the field.
 */
export function applyFaultsFromEnv(ctx: SandboxContext, raw: string | undefined): void {
  if (!raw || !raw.trim()) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(`SANDBOX_FAULTS is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('SANDBOX_FAULTS must be a JSON object {provider: {knob: value}}');
  }
  for (const [provider, patch] of Object.entries(parsed)) {
    try {
      patchFaults(ctx, provider, patch);
    } catch (error) {
      const field = error instanceof ControlInputError ? `${provider}.${error.field}` : provider;
      throw new Error(`SANDBOX_FAULTS ${field}: ${(error as Error).message}`, { cause: error });
    }
  }
}

export const knobsAreDefault = (knobs: FaultKnobs): boolean =>
  JSON.stringify(knobs) === JSON.stringify(defaultKnobs());

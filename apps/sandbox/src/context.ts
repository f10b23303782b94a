import { createHash } from 'node:crypto';

/** The three providers the sandbox stands in for, plus its SMTP catcher. */
export type SandboxProvider = 'payway' | 'paypal' | 'roamesim' | 'smtp';

/**
 * Fault knobs, one set per provider. Every probability is drawn from the sandbox's seeded random
 * source, so a run with the same seed and the same requests misbehaves the same way.
 */
export interface FaultKnobs {
  /** Extra delay added to every answer, in ms. */
  latencyMs: number;
  /** Probability (0..1) of answering HTTP 500 instead of doing the work. */
  errorRate: number;
  /** Probability (0..1) of doing the work, then never answering (the caller times out). */
  timeoutAfterCommitRate: number;
  /** Next N requests fail with 500 regardless of errorRate (deterministic "fail twice then succeed"). */
  failNext: number;
  /** Next N requests commit and then hang (deterministic "time out after committing"). */
  timeoutNext: number;
}

export const defaultKnobs = (): FaultKnobs => ({
  latencyMs: 0,
  errorRate: 0,
  timeoutAfterCommitRate: 0,
  failNext: 0,
  timeoutNext: 0,
});

export interface SandboxConfig {
  /** Port of the HTTP sandbox (all three providers share it; their paths do not collide). */
  port: number;
  host: string;
  /** Port of the SMTP catcher. */
  smtpPort: number;
  /** Where the sandbox keeps its state between starts (JSON files); undefined = memory only. */
  dataDir?: string;
  /**
   * Where it keeps its keys (PayWay's RSA pair, PayPal's webhook signing chain) when not in dataDir:
   * sandboxes given the same folder share keys made once, each keeping its own state.
   */
  keysDir?: string;
  /** Seed of the random source behind fault probabilities and generated identifiers. */
  seed: string;
  /** Public base URL of this sandbox as browsers see it (for pages and redirects). */
  publicUrl: string;
  /**
   * Pace of RoameSIM's simulated clock (eSIM usage and validity): simulated ms per real ms.
   * Default 1, real time; tests and drills speed it up (SANDBOX_TIME_SCALE, or the control API).
   */
  timeScale?: number;
}

/** A small, seeded PRNG (sfc32 fed by sha256 of the seed): reproducible fault runs. */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    const h = createHash('sha256').update(seed).digest();
    this.a = h.readUInt32LE(0);
    this.b = h.readUInt32LE(4);
    this.c = h.readUInt32LE(8);
    this.d = h.readUInt32LE(12);
  }

  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
}

/** Shared by every provider module of the sandbox. */
export class SandboxContext {
  readonly faults: Record<SandboxProvider, FaultKnobs> = {
    payway: defaultKnobs(),
    paypal: defaultKnobs(),
    roamesim: defaultKnobs(),
    smtp: defaultKnobs(),
  };
  random: SeededRandom;

  constructor(readonly config: SandboxConfig) {
    this.random = new SeededRandom(config.seed);
  }

  resetFaults(seed = this.config.seed): void {
    for (const key of Object.keys(this.faults) as SandboxProvider[]) this.faults[key] = defaultKnobs();
    this.random = new SeededRandom(seed);
  }
}

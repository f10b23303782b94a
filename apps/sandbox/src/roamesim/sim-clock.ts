/** State of the simulated clock, persisted with the orders. */
export interface SimClockState {
  /** A real instant (ms) and the simulated instant (ms) it maps to. */
  real: number;
  sim: number;
  /** Simulated ms per real ms (3600 = one real second is one simulated hour). */
  scale: number;
}

/**
 * Simulated time for eSIM usage: runs `scale` times faster than real time, so that days of data
 * use pass in seconds. Changing the scale re-bases the clock, so simulated time never jumps back.
 */
export class SimClock {
  constructor(
    private state: SimClockState,
    private readonly realNow: () => number = Date.now,
  ) {}

  static start(scale: number, realNow: () => number = Date.now): SimClock {
    const now = realNow();
    return new SimClock({ real: now, sim: now, scale }, realNow);
  }

  now(): number {
    return this.state.sim + (this.realNow() - this.state.real) * this.state.scale;
  }

  get scale(): number {
    return this.state.scale;
  }

  setScale(scale: number): void {
    this.state = { real: this.realNow(), sim: this.now(), scale };
  }

  /** Jumps simulated time forward (a control action for tests and demos). */
  advance(ms: number): void {
    this.state = { real: this.realNow(), sim: this.now() + Math.max(0, ms), scale: this.state.scale };
  }

  snapshot(): SimClockState {
    return { real: this.realNow(), sim: this.now(), scale: this.state.scale };
  }
}

import { DomainRuleError } from './errors';

/** A state change a lifecycle's transition table does not allow (or a state it does not know). */
export class TransitionError extends DomainRuleError {
  constructor(
    readonly lifecycle: string,
    readonly from: string,
    readonly to: string,
  ) {
    super('INVALID_TRANSITION', `${lifecycle}: transition ${from} → ${to} is not allowed`);
    this.name = 'TransitionError';
  }
}

/** A finite lifecycle: a fixed set of states and, per state, the states it may move to. */
export interface Lifecycle<S extends string> {
  readonly name: string;
  readonly states: readonly S[];
  /** Whether `value` is one of the states (for values read from the database or a provider). */
  isState(value: unknown): value is S;
  /** The states `from` may move to; [] for a terminal or unknown state. */
  nextStates(from: S): readonly S[];
  /** True only for a pair listed in the table. Staying in the same state is not a transition. */
  canTransition(from: S, to: S): boolean;
  /** Throws TransitionError unless canTransition(from, to). */
  assertTransition(from: S, to: S): void;
  /** A state with no way out. */
  isTerminal(state: S): boolean;
}

/**
 * Builds a lifecycle from a transition table (the vendure idea, STYLE §7 rule 6). Lookups go through
 * a Map, so a state name such as 'constructor' or '__proto__' arriving from outside can never hit an
 * Object prototype member.
 */
export function defineLifecycle<S extends string>(
  name: string,
  table: Readonly<Record<S, readonly S[]>>,
): Lifecycle<S> {
  const states = Object.freeze(Object.keys(table) as S[]);
  const edges = new Map<string, ReadonlySet<string>>();
  for (const state of states) {
    const targets = table[state];
    for (const target of targets) {
      if (!Object.prototype.hasOwnProperty.call(table, target)) {
        throw new Error(`${name}: ${state} → ${target} points to an unknown state`);
      }
      if (target === state) throw new Error(`${name}: ${state} → ${state} is not a transition`);
    }
    edges.set(state, new Set(targets));
  }
  const frozenTargets = new Map(states.map((state) => [state, Object.freeze([...table[state]])]));

  const lifecycle: Lifecycle<S> = {
    name,
    states,
    isState: (value: unknown): value is S => typeof value === 'string' && edges.has(value),
    nextStates: (from) => frozenTargets.get(from) ?? [],
    canTransition: (from, to) => edges.get(from)?.has(to) === true,
    assertTransition: (from, to) => {
      if (!lifecycle.canTransition(from, to)) throw new TransitionError(name, String(from), String(to));
    },
    isTerminal: (state) => edges.has(state) && edges.get(state)?.size === 0,
  };
  return Object.freeze(lifecycle);
}

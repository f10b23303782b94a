import { DomainRuleError } from './errors';
import { defineLifecycle, TransitionError } from './lifecycle';

describe('defineLifecycle', () => {
  const light = defineLifecycle<'red' | 'green' | 'off'>('light', {
    red: ['green'],
    green: ['red', 'off'],
    off: [],
  });

  it('allows exactly the listed pairs', () => {
    expect(light.canTransition('red', 'green')).toBe(true);
    expect(light.canTransition('green', 'red')).toBe(true);
    expect(light.canTransition('red', 'off')).toBe(false);
    expect(light.canTransition('off', 'red')).toBe(false);
    expect(light.canTransition('red', 'red')).toBe(false);
  });

  it('throws a typed TransitionError naming the lifecycle and states', () => {
    expect(() => light.assertTransition('red', 'green')).not.toThrow();
    let caught: unknown;
    try {
      light.assertTransition('off', 'red');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TransitionError);
    expect(caught).toBeInstanceOf(DomainRuleError);
    expect(caught).toMatchObject({ code: 'INVALID_TRANSITION', lifecycle: 'light', from: 'off', to: 'red' });
    expect((caught as Error).message).toBe('light: transition off → red is not allowed');
  });

  it('knows its states, next states and terminals', () => {
    expect(light.states).toEqual(['red', 'green', 'off']);
    expect(light.isState('green')).toBe(true);
    expect(light.isState('blue')).toBe(false);
    expect(light.isState('constructor')).toBe(false);
    expect(light.nextStates('green')).toEqual(['red', 'off']);
    expect(light.isTerminal('off')).toBe(true);
    expect(light.isTerminal('red')).toBe(false);
  });

  it('refuses a table with an unknown target or a self-loop', () => {
    expect(() => defineLifecycle<'a' | 'b'>('bad', { a: ['c' as 'b'], b: [] })).toThrow(/unknown state/);
    expect(() => defineLifecycle<'a' | 'b'>('bad', { a: ['a'], b: [] })).toThrow(/not a transition/);
  });
});

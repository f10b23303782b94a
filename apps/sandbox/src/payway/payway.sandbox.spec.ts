import { SandboxContext } from '../context';
import { KnobPatchError } from '../kit/knob-patch';
import { configurePayway, getPaywayBehaviour, magicOutcome, resetPayway } from './payway.behaviour';
import { crc16 } from './payway.khqr';
import { amountText, ictDate, parseAmount, parseIctDate } from './payway.wire';

const context = () =>
  new SandboxContext({
    port: 0,
    host: '127.0.0.1',
    smtpPort: 0,
    seed: 'unit',
    publicUrl: 'http://127.0.0.1',
  });

describe('PayWay sandbox knobs', () => {
  it('patches the live object, merging nested pushback knobs', () => {
    const ctx = context();
    const live = getPaywayBehaviour(ctx);
    configurePayway(ctx, { notFoundLagMs: 0, pushback: { drop: true } });
    expect(live).toMatchObject({ notFoundLagMs: 0, pushback: { drop: true, duplicate: 0, unsigned: false } });
    resetPayway(ctx);
    expect(live).toMatchObject({ notFoundLagMs: 1000, pushback: { drop: false } });
  });

  it('refuses unknown knobs and wrong types without changing anything', () => {
    const ctx = context();
    const attempt = (patch: unknown) => {
      try {
        configurePayway(ctx, patch as never);
      } catch (error) {
        return error instanceof KnobPatchError ? error.field : 'other error';
      }
      return 'accepted';
    };
    expect(attempt({ notFoundLagMs: 5, pushback: { dropp: true } })).toBe('pushback.dropp');
    expect(attempt({ qrEnabled: 'yes' })).toBe('qrEnabled');
    expect(attempt({ declineSuffixes: '13' })).toBe('declineSuffixes');
    expect(attempt({ clockOffsetMs: Number.NaN })).toBe('clockOffsetMs');
    expect(getPaywayBehaviour(ctx).notFoundLagMs).toBe(1000);
  });

  it('reads magic amounts from the last two minor-unit digits', () => {
    const behaviour = getPaywayBehaviour(context());
    expect([1013, 40013, 1017, 1000, 113].map((minor) => magicOutcome(behaviour, minor))).toEqual([
      'decline',
      'decline',
      'pending',
      'approve',
      'decline',
    ]);
  });
});

describe('PayWay sandbox wire rules', () => {
  it('applies the amount codes: 3 invalid, 45 zero, 46 KHR decimals, 47 KHR below 100', () => {
    const code = (raw: string, currency: 'USD' | 'KHR') => {
      const result = parseAmount(raw, currency);
      return typeof result === 'number' ? result : result.code;
    };
    expect([code('10.5', 'USD'), code('10.50', 'USD'), code('10.500', 'USD'), code('10.505', 'USD')]).toEqual(
      [1050, 1050, 1050, '3'],
    );
    expect([code('0.00', 'USD'), code('abc', 'USD'), code('-1', 'USD')]).toEqual(['45', '3', '3']);
    expect([code('100', 'KHR'), code('100.00', 'KHR'), code('100.5', 'KHR'), code('99', 'KHR')]).toEqual([
      100,
      100,
      '46',
      '47',
    ]);
    expect(amountText(1050, 'USD')).toBe('10.50');
  });

  it('writes and reads dates in Cambodia time', () => {
    const ms = Date.parse('2025-02-13T06:55:25Z');
    expect(ictDate(ms)).toBe('2025-02-13 13:55:25');
    expect(parseIctDate('2025-02-13 13:55:25')).toBe(ms);
    expect(parseIctDate('13/02/2025')).toBeUndefined();
  });

  it('computes the KHQR CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});

import { cardStatus, computeUsage, type SimPlan } from './usage';

const DAY = 86_400_000;
const plan = (over: Partial<SimPlan> = {}): SimPlan => ({
  orderNum: 'EP1',
  priceid: 1,
  name: '1GB 7 Days',
  flows: 1,
  unit: 'GB',
  days: 7,
  daypass: false,
  addedAtSim: 0,
  ...over,
});

describe('computeUsage', () => {
  it('reports nothing used before the eSIM is installed', () => {
    const [usage] = computeUsage([plan()], undefined, 10 * DAY, 600);
    expect(usage).toMatchObject({ status: 'not_installed', usedMb: 0 });
  });

  it('grows usage at mbPerDay and expires the plan when data runs out', () => {
    expect(computeUsage([plan()], 0, DAY / 2, 600)[0]).toMatchObject({ status: 'active', usedMb: 300 });
    expect(computeUsage([plan()], 0, DAY, 600)[0]?.usedMb).toBe(600);
    expect(computeUsage([plan()], 0, 2 * DAY, 600)[0]).toMatchObject({ status: 'expired', usedMb: 1024 });
  });

  it('expires a big plan at the end of its validity', () => {
    const big = plan({ flows: 20, days: 30 });
    expect(computeUsage([big], 0, 29 * DAY, 600)[0]?.status).toBe('active');
    expect(computeUsage([big], 0, 30 * DAY, 600)[0]).toMatchObject({ status: 'expired', usedMb: 18000 });
  });

  it('starts a top-up when the previous plan ends', () => {
    const topUp = plan({ orderNum: 'EP2', addedAtSim: DAY / 10 });
    const usages = computeUsage([plan(), topUp], 0, DAY, 600);
    expect(usages.map((u) => u.status)).toEqual(['active', 'pending']);
    const later = computeUsage([plan(), topUp], 0, 2 * DAY, 600);
    expect(later.map((u) => u.status)).toEqual(['expired', 'active']);
    expect(cardStatus(later)).toBe('installed');
    expect(cardStatus(computeUsage([plan(), topUp], 0, 10 * DAY, 600))).toBe('expired');
  });

  it('does not report usage for day passes', () => {
    const [usage] = computeUsage([plan({ daypass: true, days: 3, unit: 'MB', flows: 500 })], 0, DAY, 600);
    expect(usage).toMatchObject({ status: 'active', usedMb: null, endSim: 3 * DAY });
  });

  it('data used at once counts on the plan running then; using it all up starts the next plan', () => {
    const [some] = computeUsage([plan()], 0, DAY, 0, [{ atSim: DAY / 2, mb: 850 }]);
    expect(some).toMatchObject({ status: 'active', usedMb: 850 });
    const topUp = plan({ orderNum: 'EP2', addedAtSim: DAY });
    const bursts = [
      { atSim: DAY / 2, mb: 850 },
      { atSim: DAY, mb: 500 },
    ];
    const [main, next] = computeUsage([plan(), topUp], 0, 2 * DAY, 0, bursts);
    expect(main).toMatchObject({ status: 'expired', usedMb: 1024 });
    expect(next).toMatchObject({ status: 'active', usedMb: 0, beginSim: DAY });
  });
});

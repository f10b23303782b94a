import * as fc from 'fast-check';
import {
  compareDestinationNames,
  destinationImage,
  groupByDestination,
  marketingFigure,
  startingPrice,
  type GroupablePackage,
} from './destination-groups';

const pkg = (over: Partial<GroupablePackage> & { id: number }): GroupablePackage => ({
  destination: 'Thailand',
  countryCode: 'TH',
  continent: 'Asia',
  priceCents: 600,
  days: 7,
  isDayPass: false,
  ...over,
});

describe('groupByDestination', () => {
  it('makes one card per destination with plan counts and the price range', () => {
    const cards = groupByDestination([
      pkg({ id: 1, priceCents: 1450 }),
      pkg({ id: 2, priceCents: 600 }),
      pkg({ id: 3, priceCents: 200, days: 1, isDayPass: true }),
      pkg({ id: 4, destination: 'Asia', countryCode: '99101', continent: 'Common', priceCents: 2000 }),
    ]);
    expect(cards.map((card) => card.destination)).toEqual(['Asia', 'Thailand']);
    const thailand = cards[1];
    expect(thailand).toMatchObject({
      slug: 'thailand',
      kind: 'country',
      image: { kind: 'flag', code: 'th' },
      planCount: 3,
      fixedCount: 2,
      dayPassCount: 1,
      minPriceCents: 200,
      maxPriceCents: 1500,
      defaultPackageId: 2,
    });
    expect(cards[0]).toMatchObject({ kind: 'region', image: { kind: 'region', code: '99101' } });
  });

  it('opens the cheapest DayPass when a destination has only day passes', () => {
    const [card] = groupByDestination([
      pkg({ id: 7, isDayPass: true, days: 1, priceCents: 900 }),
      pkg({ id: 5, isDayPass: true, days: 1, priceCents: 400 }),
    ]);
    expect(card?.defaultPackageId).toBe(5);
  });

  it('trims names and sorts ignoring case', () => {
    const cards = groupByDestination([
      pkg({ id: 1, destination: 'vietnam ' }),
      pkg({ id: 2, destination: 'Vietnam' }),
      pkg({ id: 3, destination: 'Austria', countryCode: 'AT' }),
    ]);
    expect(cards.map((card) => [card.destination, card.planCount])).toEqual([
      ['Austria', 1],
      ['Vietnam', 1],
      ['vietnam', 1],
    ]);
  });

  const arbitraryPackages = fc
    .array(
      fc.record({
        destination: fc.constantFrom('Thailand', 'Japan', 'Asia', 'Global', 'Bosnia & Herzegovina', 'Laos'),
        priceCents: fc.integer({ min: 0, max: 100_000 }),
        days: fc.integer({ min: 1, max: 30 }),
        isDayPass: fc.boolean(),
      }),
      { maxLength: 60 },
    )
    .map((rows) => rows.map((row, index) => ({ ...row, id: index + 1, countryCode: 'XX', continent: null })));

  it('counts every package exactly once and keeps the counts and prices consistent', () => {
    fc.assert(
      fc.property(arbitraryPackages, (packages) => {
        const cards = groupByDestination(packages);
        expect(cards.reduce((sum, card) => sum + card.planCount, 0)).toBe(packages.length);
        for (const card of cards) {
          const own = packages.filter((p) => p.destination === card.destination);
          expect(card.fixedCount + card.dayPassCount).toBe(card.planCount);
          expect(card.dayPassCount).toBe(own.filter((p) => p.isDayPass).length);
          expect(card.minPriceCents).toBe(Math.min(...own.map(startingPrice)));
          expect(card.maxPriceCents).toBe(Math.max(...own.map(startingPrice)));
          const opened = own.find((p) => p.id === card.defaultPackageId);
          expect(opened).toBeDefined();
          if (own.some((p) => !p.isDayPass)) expect(opened?.isDayPass).toBe(false);
        }
      }),
    );
  });

  it('sorts the cards by destination name', () => {
    fc.assert(
      fc.property(arbitraryPackages, (packages) => {
        const names = groupByDestination(packages).map((card) => card.destination);
        for (let i = 1; i < names.length; i += 1)
          expect(compareDestinationNames(names[i - 1] as string, names[i] as string)).toBeLessThan(0);
      }),
    );
  });
});

describe('destinationImage', () => {
  it('uses the flag of a country with an ISO code and the region picture otherwise', () => {
    expect(destinationImage('KH', 'country')).toEqual({ kind: 'flag', code: 'kh' });
    expect(destinationImage('99113', 'region')).toEqual({ kind: 'region', code: '99113' });
    expect(destinationImage('HK', 'region')).toEqual({ kind: 'region', code: 'hk' });
    expect(destinationImage('', 'country')).toEqual({ kind: 'region', code: 'region' });
  });
});

describe('startingPrice', () => {
  it('is the whole-dollar fixed price, or the 1-day DayPass price', () => {
    expect(startingPrice({ priceCents: 1234, days: 7, isDayPass: false })).toBe(1300);
    expect(startingPrice({ priceCents: 700, days: 7, isDayPass: true })).toBe(100);
    expect(startingPrice({ priceCents: 350, days: 1, isDayPass: true })).toBe(400);
  });
});

describe('marketingFigure', () => {
  it('claims 150+ for 154 destinations and exact counts below ten', () => {
    expect(marketingFigure(154)).toEqual({ value: 150, plus: true });
    expect(marketingFigure(1404)).toEqual({ value: 1400, plus: true });
    expect(marketingFigure(7)).toEqual({ value: 7, plus: false });
    expect(marketingFigure(-1)).toEqual({ value: 0, plus: false });
  });

  it('never claims more than there is, and is within ten of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1_000_000 }), (count) => {
        const { value, plus } = marketingFigure(count);
        expect(plus).toBe(true);
        expect(value).toBeLessThanOrEqual(count);
        expect(count - value).toBeLessThan(10);
        expect(value % 10).toBe(0);
      }),
    );
  });
});

import { canonicalJson } from './catalogue-writer';
import { completeView, networkCoverage, toSummary, variantsOf, type StoredPackage } from './package-views';
import { isPopular } from './popular';

let nextId = 1;
const stored = (over: Partial<StoredPackage> = {}): StoredPackage => ({
  id: nextId++,
  priceId: nextId,
  apiCode: '102-0-7-1-G',
  skuId: 102,
  destination: 'Thailand',
  countryCode: 'TH',
  continent: 'Asia',
  name: 'Thailand 1GB 7 Days',
  data: '1GB',
  unit: 'GB',
  dataMb: 1024,
  days: 7,
  isDayPass: false,
  minDays: null,
  maxDays: null,
  wholesaleCents: 120,
  retailCents: 600,
  renewable: true,
  countries: [{ code: 'TH', name: 'Thailand' }],
  networks: [
    { operator: 'AIS', type: '5G', country: 'Thailand' },
    { operator: 'dtac', type: '5G', country: 'Thailand' },
  ],
  remark: ['APN: internet'],
  ...over,
});

describe('package views', () => {
  it('shows the catalogue price as amount text and cents, with the spec’s type and kind', () => {
    expect(toSummary(stored({ apiCode: '102-0-?-1-G-D', isDayPass: true, retailCents: 1500 }))).toMatchObject(
      {
        price: '15.00',
        priceCents: 1500,
        type: 'DayPass',
        isDayPass: true,
        kind: 'country',
      },
    );
    expect(toSummary(stored({ destination: 'Asia', continent: 'Common' })).kind).toBe('region');
  });

  it('names the destination in Khmer: countries from the ISO lists, regions from our table', () => {
    expect(toSummary(stored()).destinationKm).toBe('ថៃ');
    expect(toSummary(stored({ destination: 'Japan', countryCode: 'JP' })).destinationKm).toBe('ជប៉ុន');
    expect(
      toSummary(stored({ destination: 'Southeast Asia', countryCode: '99102', continent: 'Common' }))
        .destinationKm,
    ).toBe('អាស៊ីអាគ្នេយ៍');
    expect(
      toSummary(stored({ destination: 'Moonbase', countryCode: '99999', continent: 'Common' })).destinationKm,
    ).toBe('');
  });

  it('groups a destination’s plans by their detail data label, by data then days', () => {
    const plans = [
      stored({ data: '3GB', dataMb: 3072, days: 15 }),
      stored({ data: '1GB', dataMb: 1024, days: 30, retailCents: 900 }),
      stored({ data: '1GB', dataMb: 1024, days: 7 }),
      stored({
        apiCode: '102-0-?-500-M-D',
        data: '500MB',
        unit: 'MB',
        dataMb: 500,
        days: 1,
        isDayPass: true,
      }),
    ];
    const variants = variantsOf(plans);
    expect(Object.keys(variants.fixedPlans)).toEqual(['1GB', '3GB']);
    expect(variants.fixedPlans['1GB']?.map((plan) => plan.days)).toEqual([7, 30]);
    expect(Object.keys(variants.dayPassPlans)).toEqual(['500MB']);
    expect(variants.allPlans.map((plan) => plan.data)).toEqual(['1GB', '1GB', '3GB', '500MB']);
  });

  it('counts operators and countries of a region, and lists networks by country', () => {
    const region = stored({
      destination: 'Greater China',
      countryCode: '99118',
      continent: 'Common',
      countries: ['China', 'Hong Kong', 'Macau', 'Taiwan', 'Mongolia'].map((name, i) => ({
        code: `C${i}`,
        name,
      })),
      networks: [
        { operator: 'China Unicom', type: '5G', country: 'China' },
        { operator: 'CSL', type: '5G', country: 'Hong Kong' },
        { operator: 'CSL', type: 'LTE', country: 'Macau' },
      ],
    });
    expect(networkCoverage(region)).toEqual({
      totalOperators: 2,
      totalCountries: 5,
      countries: region.countries.map((country) => ({ ...country, nameKm: '' })),
      countryDisplay: 'China, Hong Kong, Macau, Taiwan +1',
      networksByCountry: {
        China: [{ operator: 'China Unicom', type: '5G' }],
        'Hong Kong': [{ operator: 'CSL', type: '5G' }],
        Macau: [{ operator: 'CSL', type: 'LTE' }],
      },
    });
    const complete = completeView(region, [region]);
    expect(complete.image).toEqual({ kind: 'region', code: '99118' });
    expect(complete.package.coverage).toBe('China, Hong Kong, Macau, Taiwan, Mongolia');
  });
});

describe('popular destinations', () => {
  it('match countries by ISO code and regions by name', () => {
    expect(isPopular({ countryCode: 'th', destination: 'Thailand' }, false)).toBe(true);
    expect(isPopular({ countryCode: 'FR', destination: 'France' }, false)).toBe(false);
    expect(isPopular({ countryCode: '99101', destination: ' asia ' }, true)).toBe(true);
    expect(isPopular({ countryCode: '99108', destination: 'Europe' }, true)).toBe(false);
  });
});

describe('canonicalJson', () => {
  it('ignores the key order jsonb gives back', () => {
    expect(canonicalJson([{ type: '5G', country: 'X', operator: 'A' }])).toBe(
      canonicalJson([{ operator: 'A', type: '5G', country: 'X' }]),
    );
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});

describe('package views: Khmer country names', () => {
  it('carries the stored Khmer name, or the ISO list’s for rows synced before it was stored', () => {
    const coverage = networkCoverage(
      stored({
        countries: [
          { code: 'TH', name: 'Thailand' },
          { code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា' },
        ],
      }),
    );
    expect(coverage.countries).toEqual([
      { code: 'TH', name: 'Thailand', nameKm: 'ថៃ' },
      { code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា' },
    ]);
  });
});

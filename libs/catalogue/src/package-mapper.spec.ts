import type { RoamesimPackage, RoamesimPackageList } from '@app/providers';
import * as fc from 'fast-check';
import { htmlToLines, toPackageRecords, usdToCents } from './package-mapper';

const pkg = (over: Partial<RoamesimPackage> = {}): RoamesimPackage => ({
  priceId: 10201,
  pid: 918,
  apiCode: '102-0-7-1-G',
  name: 'Thailand 1GB 7 Days',
  flows: 1,
  unit: 'GB',
  dataMb: 1024,
  days: 7,
  priceUsd: 1.2,
  premarkHtml: '<p><b>APN:</b> internet</p><p>Refund &amp; cancel</p>',
  flowType: 0,
  expireDays: 180,
  networks: [
    { type: '5G', operator: 'AIS', name: 'Thailand' },
    { type: '5G', operator: 'AIS', name: 'Thailand' },
    { type: 'LTE', operator: 'dtac', name: '' },
  ],
  dayPass: false,
  minDay: null,
  maxDay: null,
  mustDate: false,
  ...over,
});

const list = (packages: RoamesimPackage[], over: Partial<RoamesimPackageList> = {}): RoamesimPackageList => ({
  skuId: 102,
  detailId: null,
  countryCode: '764',
  name: 'Thailand',
  imageUrl: '',
  supportCountries: ['Thailand'],
  countries: [{ countryCode: '764', name: 'Thailand', imageUrl: '' }],
  packages,
  ...over,
});

const sku = { skuId: 102, name: 'Thailand', countryCode: '764', continent: 'Asia' };

describe('usdToCents', () => {
  it('is exact for amounts with two decimals and rounds finer ones up', () => {
    expect(usdToCents(2.66)).toBe(266);
    expect(usdToCents(0.1)).toBe(10);
    expect(usdToCents(3)).toBe(300);
    expect(usdToCents(2.661)).toBe(267);
    expect(usdToCents(0)).toBe(0);
  });

  it('never loses money against the exact amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (thousandths) => {
        const cents = usdToCents(thousandths / 1000);
        expect(cents * 10).toBeGreaterThanOrEqual(thousandths);
        expect(cents * 10 - thousandths).toBeLessThan(10);
      }),
    );
  });
});

describe('htmlToLines', () => {
  it('keeps the text of the provider terms, one line per block, no markup', () => {
    expect(htmlToLines('<p><b>APN:</b> internet</p><p>A<br/>B &amp; C &lt;x&gt;</p>')).toEqual([
      'APN: internet',
      'A',
      'B & C <x>',
    ]);
    expect(htmlToLines('<script>alert(1)</script><img src=x onerror=alert(1)>')).toEqual(['alert(1)']);
    expect(htmlToLines('')).toEqual([]);
  });
});

describe('toPackageRecords', () => {
  it('maps a fixed plan with its coverage, networks (deduplicated) and terms', () => {
    const { records, rejected } = toPackageRecords(sku, list([pkg()]));
    expect(rejected).toEqual([]);
    expect(records[0]).toEqual({
      priceId: 10201,
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
      renewable: true,
      countries: [{ code: 'TH', name: 'Thailand', nameKm: 'ថៃ' }],
      networks: [
        { operator: 'AIS', type: '5G', country: 'Thailand' },
        { operator: 'dtac', type: 'LTE', country: 'Thailand' },
      ],
      remark: ['APN: internet', 'Refund & cancel'],
    });
  });

  it('marks a DayPass by the ? in its apiCode and keeps its day range within 1..30', () => {
    const { records } = toPackageRecords(
      sku,
      list([
        pkg({
          apiCode: '102-0-?-500-M-D',
          flows: 500,
          unit: 'MB',
          dataMb: 500,
          days: 1,
          minDay: 0,
          maxDay: 90,
        }),
      ]),
    );
    expect(records[0]).toMatchObject({ isDayPass: true, data: '500MB', unit: 'MB', minDays: 1, maxDays: 30 });
  });

  it('refuses packages it could not sell correctly, with the reason', () => {
    const { records, rejected } = toPackageRecords(
      sku,
      list([
        pkg({ priceId: 0 }),
        pkg({ apiCode: 'A', days: 0 }),
        pkg({ apiCode: 'B', priceUsd: Number.NaN }),
        pkg(),
      ]),
    );
    expect(records).toHaveLength(1);
    expect(rejected).toEqual([
      '102-0-7-1-G: no priceid or apiCode',
      'A: days 0 is not a whole number ≥ 1',
      'B: price NaN is not a valid amount',
    ]);
  });

  it('names a region’s countries from the numeric codes, then the English names; region codes stay', () => {
    const region = list([pkg()], {
      countryCode: '99118',
      name: 'Greater China',
      supportCountries: ['China', 'Hong Kong', 'China', 'Macau', 'Atlantis'],
      countries: [
        { countryCode: '156', name: 'China', imageUrl: '' },
        { countryCode: '344', name: 'Hong Kong', imageUrl: '' },
      ],
    });
    const { records, unknownCountries } = toPackageRecords({ ...sku, continent: 'Common' }, region);
    expect(records[0]?.countries.map((country) => [country.code, country.name])).toEqual([
      ['CN', 'China'],
      ['HK', 'Hong Kong'],
      ['MO', 'Macao'],
    ]);
    expect(unknownCountries).toEqual(['Atlantis']);
    expect(records[0]).toMatchObject({
      destination: 'Greater China',
      countryCode: '99118',
      continent: 'Common',
    });
  });

  it('still reads alpha-2 codes (what earlier answers carried and what we store)', () => {
    const legacy = list([pkg()], {
      countryCode: 'th',
      supportCountries: ['TH'],
      countries: [{ countryCode: 'TH', name: 'Thailand', imageUrl: '' }],
    });
    const { records } = toPackageRecords({ ...sku, countryCode: 'TH' }, legacy);
    expect(records[0]).toMatchObject({ countryCode: 'TH', countries: [{ code: 'TH', name: 'Thailand' }] });
  });
});

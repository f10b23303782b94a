import * as fc from 'fast-check';
import {
  dataUnitFromApiCode,
  detailDataLabel,
  esimDataLabel,
  esimDays,
  formatDataNumber,
  formatDaysLabel,
  formatUsage,
  listDataLabel,
  parseBareNumber,
} from './data-units';

describe('parseBareNumber', () => {
  it('reads bare numbers only', () => {
    expect(parseBareNumber(3072)).toBe(3072);
    expect(parseBareNumber('3072')).toBe(3072);
    expect(parseBareNumber(' 1.5 ')).toBe(1.5);
    expect(parseBareNumber('1GB')).toBeNull();
    expect(parseBareNumber('Unlimited')).toBeNull();
    expect(parseBareNumber('')).toBeNull();
    expect(parseBareNumber('-5')).toBeNull();
    expect(parseBareNumber(-5)).toBeNull();
    expect(parseBareNumber(Number.NaN)).toBeNull();
    expect(parseBareNumber(null)).toBeNull();
  });

  it('trims trailing zeros', () => {
    expect(formatDataNumber(1.5)).toBe('1.5');
    expect(formatDataNumber(2)).toBe('2');
    expect(formatDataNumber(0.48828125)).toBe('0.49');
  });
});

describe('listDataLabel (catalogue list)', () => {
  it.each([
    [3072, '3GB'],
    ['1024', '1GB'],
    [1000, '0.98GB'],
    [1536, '1.5GB'],
    [999, '999GB'],
    [5, '5GB'],
    ['1', '1GB'],
    [0.5, '0.5MB'],
    [0, '0MB'],
    ['1GB', '1GB'],
    ['Unlimited', 'Unlimited'],
    ['500MB', '500MB'],
    [null, ''],
  ])('%p → %p', (data, label) => {
    expect(listDataLabel(data)).toBe(label);
  });

  it('uses GB from 1 upwards and MB below 1 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (n) => {
        const label = listDataLabel(n);
        if (n >= 1) expect(label.endsWith('GB')).toBe(true);
        else expect(label.endsWith('MB')).toBe(true);
        if (n >= 1 && n < 1000) expect(label).toBe(`${formatDataNumber(n)}GB`);
      }),
    );
  });
});

describe('detail data label', () => {
  it('reads the apiCode unit hint as a whole segment', () => {
    expect(dataUnitFromApiCode('40-0-3-1-G')).toBe('GB');
    expect(dataUnitFromApiCode('99915-0-?-500-M-D')).toBe('MB');
    expect(dataUnitFromApiCode('40-0-3-1-g')).toBe('GB');
    expect(dataUnitFromApiCode('CN-MO-3')).toBeNull();
    expect(dataUnitFromApiCode('40-0-3-1')).toBeNull();
    expect(dataUnitFromApiCode(undefined)).toBeNull();
  });

  it('follows the hint, else divides by 1024', () => {
    expect(detailDataLabel(500, '99915-0-?-500-M-D')).toBe('500MB');
    expect(detailDataLabel('1', '40-0-3-1-G')).toBe('1GB');
    expect(detailDataLabel(2048, '40-0-3')).toBe('2GB');
    expect(detailDataLabel(512, null)).toBe('0.5GB');
    expect(detailDataLabel('Unlimited', '40-0-3-1-G')).toBe('Unlimited');
  });
});

describe('esimDataLabel (customer area)', () => {
  it.each<[string | number | null, string | null, string]>([
    ['5GB', null, '5GB'],
    ['500 MB', 'GB', '500 MB'],
    ['unlimited', null, 'unlimited'],
    ['Unlimited Lite', null, 'Unlimited Lite'],
    [3, 'GB', '3GB'],
    [500, 'MB', '500MB'],
    [2048, null, '2.0GB'],
    [1024, null, '1.0GB'],
    [1536, null, '1.5GB'],
    [1023, null, '1023MB'],
    ['300', null, '300MB'],
    ['3', ' ', '3MB'],
    [null, null, ''],
    ['n/a', null, 'n/a'],
  ])('%p with unit %p → %p', (data, unit, label) => {
    expect(esimDataLabel(data, unit)).toBe(label);
  });

  it('keeps any text containing GB or MB (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('GB', 'MB', 'gb', 'Unlimited'), fc.string(), (a, unit, b) => {
        const text = `${a}${unit}${b}`;
        expect(esimDataLabel(text, 'XX')).toBe(text.trim());
      }),
    );
  });

  it('uses one decimal GB at or above 1024 and MB below, without a unit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 7 }), (mb) => {
        const label = esimDataLabel(mb);
        if (mb >= 1024) expect(label).toMatch(/^\d+\.\dGB$/);
        else expect(label).toBe(`${mb}MB`);
      }),
    );
  });
});

describe('formatUsage', () => {
  it.each([
    [0, '0.00MB'],
    [12.345, '12.35MB'],
    [1023.99, '1023.99MB'],
    [1024, '1.00GB'],
    [1536, '1.50GB'],
    ['0.0', '0.00MB'],
    ['2048', '2.00GB'],
    ['abc', '0.00MB'],
    [-5, '0.00MB'],
    [null, '0.00MB'],
  ])('%p → %p', (mb, label) => {
    expect(formatUsage(mb)).toBe(label);
  });

  it('shows MB below 1024 and GB from 1024, always 2 decimals (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (mb) => {
        const label = formatUsage(mb);
        expect(label).toMatch(/^\d+\.\d{2}(MB|GB)$/);
        expect(label.endsWith('GB')).toBe(mb >= 1024);
      }),
    );
  });
});

describe('days', () => {
  it('labels days in English', () => {
    expect(formatDaysLabel(1)).toBe('1 day');
    expect(formatDaysLabel(7)).toBe('7 days');
    expect(formatDaysLabel(0)).toBe('0 days');
    expect(formatDaysLabel(null)).toBe('N/A');
  });

  it('uses customDays for a DayPass and days otherwise', () => {
    expect(esimDays({ days: 7, customDays: 3, packageType: 'DayPass' })).toBe(3);
    expect(esimDays({ days: 7, packageType: 'DayPass' })).toBeNull();
    expect(esimDays({ days: 7, customDays: 3, packageType: 'Fixed Plan' })).toBe(7);
    expect(esimDays({ days: '15' })).toBe(15);
    expect(esimDays({ days: 'soon' })).toBeNull();
    expect(formatDaysLabel(esimDays({ days: 1, customDays: 5, packageType: 'daypass' }))).toBe('5 days');
  });
});

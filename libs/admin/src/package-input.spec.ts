import { BadRequestException } from '@nestjs/common';
import { checkEditableOnSynced, checkTypeAgainstApiCode, parsePackageData } from './package-input';

const message = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof BadRequestException) return (error.getResponse() as { message: string }).message;
    throw error;
  }
  return '';
};

describe('admin package input', () => {
  it('reads data as an amount of MB or GB', () => {
    expect(parsePackageData('1GB')).toEqual({ data: '1GB', unit: 'GB', dataMb: 1024 });
    expect(parsePackageData(' 500 mb ')).toEqual({ data: '500MB', unit: 'MB', dataMb: 500 });
    expect(parsePackageData('1.5GB').dataMb).toBe(1536);
    expect(message(() => parsePackageData('lots'))).toMatch(/^data must be an amount/);
    expect(message(() => parsePackageData('0GB'))).toBe('data must be more than 0');
  });

  it('keeps the type in step with the API code', () => {
    expect(message(() => checkTypeAgainstApiCode('Fixed', 'TH_1_7', 7))).toBe('');
    expect(message(() => checkTypeAgainstApiCode('DayPass', 'TH_1?', 1))).toBe('');
    expect(message(() => checkTypeAgainstApiCode('DayPass', 'TH_1_7', 7))).toMatch(/^type DayPass needs/);
    expect(message(() => checkTypeAgainstApiCode('Fixed', 'TH_1?', 1))).toMatch(/^type must be DayPass/);
    expect(message(() => checkTypeAgainstApiCode('DayPass', 'TH_1?', 31))).toBe(
      'days must be 1 to 30 for a DayPass',
    );
  });

  it('lets only the price change on a synced package', () => {
    expect(message(() => checkEditableOnSynced({ priceCents: 900 }))).toBe('');
    expect(message(() => checkEditableOnSynced({ priceCents: 900, apiCode: 'X' }))).toBe(
      'apiCode comes from RoameSIM and cannot be edited on a synced package',
    );
  });
});

import type { AdminPackageRow } from '@app/contracts';
import { formOf, packageBody } from './package-form';

const row: AdminPackageRow = {
  id: 3,
  destination: 'Japan',
  continent: 'Asia',
  countryCode: 'JP',
  data: '3GB',
  days: 15,
  priceCents: 4500,
  costCents: 880,
  apiCode: 'JP_3_15',
  type: 'Fixed',
  plan: 'Japan 3GB 15 Days',
  isAvailable: true,
  withdrawn: false,
  origin: 'roamesim',
};

describe('package dialog body', () => {
  it('sends only the changed fields of an edit, prices in cents and days as an integer', () => {
    expect(packageBody(formOf(row), row)).toEqual({});
    expect(packageBody({ ...formOf(row), price: '52.50' }, row)).toEqual({ priceCents: 5250 });
    expect(packageBody({ ...formOf(row), days: '30 days' }, row)).toEqual({ days: 30 });
  });

  it('sends every field of a new package', () => {
    const body = packageBody(
      { ...formOf(null), destination: 'Laos', data: '1GB', days: '7', price: '9', cost: '' },
      null,
    );
    expect(body).toMatchObject({
      destination: 'Laos',
      days: 7,
      priceCents: 900,
      costCents: 0,
      type: 'Fixed',
    });
  });

  it('refuses a price that is not an amount', () => {
    expect(packageBody({ ...formOf(row), price: '12.345' }, row)).toBeNull();
    expect(packageBody({ ...formOf(row), price: 'ten' }, row)).toBeNull();
  });
});

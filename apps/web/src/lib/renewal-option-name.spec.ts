import i18next from 'i18next';
import type { RenewalOption } from '@app/contracts';
import { resources } from '@app/i18n';
import { renewalOptionName } from './renewal-option-name';

const option = (over: Partial<RenewalOption>): RenewalOption => ({
  id: 1,
  name: 'Albania 1GB 7 Days',
  description: '',
  price: '7.00',
  priceCents: 700,
  data: '1GB',
  dataMb: 1024,
  days: 7,
  supportDaypass: false,
  minDays: null,
  maxDays: null,
  ...over,
});

describe('a renewal option’s name', () => {
  const texts = i18next.createInstance();
  beforeAll(() =>
    texts.init({
      resources: { en: resources.en, km: resources.km },
      lng: 'km',
      interpolation: { escapeValue: false },
    }),
  );

  it('is the provider’s in English', () => {
    expect(renewalOptionName(texts.t, option({}), 'Albania', 'en')).toBe('Albania 1GB 7 Days');
  });

  it('is the destination, data and days in Khmer, the data per day for a DayPass', () => {
    expect(renewalOptionName(texts.t, option({}), 'អាល់បានី', 'km')).toBe('អាល់បានី 1GB 7 ថ្ងៃ');
    const dayPass = option({ name: 'Albania 500MB/Day Pass', data: '500MB', days: 1, supportDaypass: true });
    expect(renewalOptionName(texts.t, dayPass, 'អាល់បានី', 'km')).toBe('អាល់បានី 500MB ក្នុងមួយថ្ងៃ');
  });
});

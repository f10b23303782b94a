import i18next from 'i18next';
import { resources } from '@app/i18n';
import { khmerPlanName } from './plan-name';

describe('a plan’s Khmer name', () => {
  const texts = i18next.createInstance();
  beforeAll(() =>
    texts.init({ resources: { km: resources.km }, lng: 'km', interpolation: { escapeValue: false } }),
  );

  it('is the destination, the data and the days', () => {
    expect(khmerPlanName(texts.t, { destination: 'ជប៉ុន', data: '5GB', days: 30, dayPass: false })).toBe(
      'ជប៉ុន 5GB 30 ថ្ងៃ',
    );
  });

  it('names a DayPass’s data per day, with the days bought when they are known', () => {
    expect(khmerPlanName(texts.t, { destination: 'ជប៉ុន', data: '500MB', days: 3, dayPass: true })).toBe(
      'ជប៉ុន 500MB ក្នុងមួយថ្ងៃ 3 ថ្ងៃ',
    );
    expect(khmerPlanName(texts.t, { destination: 'ជប៉ុន', data: '500MB', days: null, dayPass: true })).toBe(
      'ជប៉ុន 500MB ក្នុងមួយថ្ងៃ',
    );
  });
});

import { renderContextFixture } from '../../testing-fixtures';
import type { TopUpReadyData } from '../../notification-kinds';
import { renderEmail } from '../render-email';

const data: TopUpReadyData = {
  orderNumber: 'DL261122K7Q2XM',
  customerName: 'Sok Dara',
  iccid: '8985200000000000001',
  destination: 'Cambodia',
  destinationKm: 'កម្ពុជា',
  packageName: 'Cambodia 1GB 7 Days',
  dataLabel: '1GB',
  daysAdded: 7,
  expiresAt: '2026-12-01T10:00:00.000Z',
  usageLink: 'https://shop.example/esim/abc/usage',
};

describe('renderEmail: topup_ready', () => {
  it.each([
    ['en', 'Your eSIM is renewed', '7 days', 'Cambodia 1GB 7 Days'],
    ['km', 'eSIM របស់អ្នកត្រូវបានបន្តសុពលភាព', '7 ថ្ងៃ', 'eSIM កម្ពុជា'],
  ] as const)(
    '%s: the renewal, the eSIM, its new expiry and the usage link',
    async (language, subject, days, named) => {
      const email = await renderEmail('topup_ready', data, renderContextFixture(language));
      expect(email.subject).toContain(subject);
      expect(email.subject).toContain(data.orderNumber);
      for (const body of [email.text, email.html]) {
        expect(body).toContain(data.iccid);
        expect(body).toContain(data.usageLink);
        expect(body).toContain(named);
        expect(body).toContain(days);
      }
      expect(email.attachments).toEqual([]);
    },
  );

  it('a DayPass renewal names its data per day', async () => {
    const dayPass = {
      ...data,
      packageName: 'Japan 500MB/Day',
      dataLabel: '500MB',
      isDayPass: true,
      daysAdded: 10,
    };
    const en = await renderEmail('topup_ready', dayPass, renderContextFixture('en'));
    expect(en.text).toContain('We added Japan 500MB/Day (500MB per day, 10 days)');
    const km = await renderEmail('topup_ready', dayPass, renderContextFixture('km'));
    expect(km.text).toContain('យើងបានបន្ថែម 500MB ក្នុងមួយថ្ងៃ សម្រាប់ 10 ថ្ងៃ ទៅ eSIM កម្ពុជា របស់អ្នក');
    expect(km.text).not.toContain('Japan');
  });

  it('a renewal whose plan has not started says so instead of a date', async () => {
    const email = await renderEmail('topup_ready', { ...data, expiresAt: null }, renderContextFixture('en'));
    expect(email.text).toContain('Counted from when the new plan starts');
  });
});

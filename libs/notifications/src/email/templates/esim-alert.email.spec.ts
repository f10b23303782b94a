import { renderContextFixture } from '../../testing-fixtures';
import type { EsimAlertData } from '../../notification-kinds';
import { renderEmail } from '../render-email';

const data = (over: Partial<EsimAlertData> = {}): EsimAlertData => ({
  alert: 'usage_80',
  esimId: '5f0c1a52-1111-4222-8333-444455556666',
  customerName: 'Sokha',
  packageName: 'Cambodia 1GB 7 Days',
  destination: 'Cambodia',
  destinationKm: 'កម្ពុជា',
  usagePercent: 83.4,
  expiresAt: '2026-12-01T10:00:00.000Z',
  sealed: { rescueToken: 'enc:v1:sealed' },
  rescueToken: 'abc.def',
  ...over,
});

describe('esim_alert email', () => {
  it('says what happened and links to the rescue page with the token, in English and Khmer', async () => {
    const en = await renderEmail('esim_alert', data(), renderContextFixture('en'));
    expect(en.subject).toBe('You have used 83% of your Cambodia data');
    const link = `${renderContextFixture('en').shopUrl}/esim/5f0c1a52-1111-4222-8333-444455556666/rescue?t=abc.def`;
    expect(en.text).toContain(`Top up now: ${link}`);
    expect(en.html).toContain(link.replace(/&/g, '&amp;'));
    const km = await renderEmail('esim_alert', data({ alert: 'usage_100' }), renderContextFixture('km'));
    expect(km.subject).toBe('ទិន្នន័យ កម្ពុជា របស់អ្នកបានអស់ហើយ');
    expect(km.text).toContain('eSIM សម្រាប់ កម្ពុជា របស់អ្នក');
    expect(km.text).not.toContain('Cambodia');
    expect(km.text).toContain('rescue?t=abc.def');
    // an alert queued before the Khmer name travelled with it still names its destination
    const older = await renderEmail(
      'esim_alert',
      data({ alert: 'usage_100', destinationKm: undefined }),
      renderContextFixture('km'),
    );
    expect(older.subject).toBe('ទិន្នន័យ Cambodia របស់អ្នកបានអស់ហើយ');
  });

  it('the expiry alert names the end; without its opened token nothing is sent', async () => {
    const expiry = await renderEmail('esim_alert', data({ alert: 'expiry_24h' }), renderContextFixture('en'));
    expect(expiry.subject).toBe('Your Cambodia eSIM ends in less than 24 hours');
    expect(expiry.text).toContain('1 Dec 2026, 17:00');
    await expect(
      renderEmail('esim_alert', data({ rescueToken: undefined }), renderContextFixture('en')),
    ).rejects.toThrow('rescue token');
  });
});

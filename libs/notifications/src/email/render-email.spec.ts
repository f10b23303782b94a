import { resources } from '@app/i18n';
import { esimReadyFixture, renderContextFixture } from '../testing-fixtures';
import { hasShapedLine, inspectPdf } from '../pdf/pdf-inspect';
import { renderEmail } from './render-email';

jest.setTimeout(60_000);

describe('renderEmail: esim_ready', () => {
  it.each(['en', 'km'] as const)(
    '%s: codes, QR inline, one-tap links, steps and the PDF guide',
    async (language) => {
      const data = esimReadyFixture();
      const email = await renderEmail('esim_ready', data, renderContextFixture(language));
      const texts = resources[language].translation.notifications;
      expect(email.subject).toContain('DE-20261122-7Q4K');
      expect(email.subject).toContain(language === 'km' ? 'eSIM របស់អ្នករួចរាល់ហើយ' : 'Your eSIM is ready');
      for (const esim of data.esims) {
        for (const body of [email.text, email.html]) {
          expect(body).toContain(esim.iccid);
          expect(body).toContain(esim.lpa);
          expect(body).toContain(esim.activationCode);
          expect(body).toContain(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${esim.lpa}`);
          expect(body).toContain(
            `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${esim.lpa}`,
          );
        }
        const qr = email.attachments.find((attachment) => attachment.cid === `qr-${esim.iccid}@derleng-esim`);
        expect(qr?.contentType).toBe('image/png');
        expect(qr?.content.subarray(1, 4).toString()).toBe('PNG');
        // 512 × 512 px, the spec's download size (width and height in the IHDR chunk).
        expect(qr?.content.readUInt32BE(16)).toBe(512);
        expect(qr?.content.readUInt32BE(20)).toBe(512);
        expect(email.html).toContain(`src="cid:qr-${esim.iccid}@derleng-esim"`);
      }
      for (const step of [...texts.install.iosSteps, ...texts.install.androidSteps])
        expect(email.text).toContain(step);
      expect(email.html).toContain(texts.install.iosTitle);
      expect(email.text).toContain(data.orderLink);
      expect(email.html).toContain(`lang="${language}"`);
      expect(email.text).toContain('support@derleng.test');
      expect(email.replyTo).toBe('support@derleng.test');

      const pdf = email.attachments.find((attachment) => attachment.contentType === 'application/pdf');
      expect(pdf?.filename).toBe('esim-guide-DE-20261122-7Q4K.pdf');
      const guide = inspectPdf(pdf?.content as Buffer).text;
      expect(guide).toContain('DE-20261122-7Q4K');
      expect(guide).toContain('8985200012345678901');
    },
  );

  it('names the destinations in the customer language, and a plan in Khmer by its data and days', async () => {
    const data = esimReadyFixture();
    const en = await renderEmail('esim_ready', data, renderContextFixture('en'));
    expect(en.text).toContain('== Thailand – Thailand 5GB 7 days ==');
    expect(en.text).toContain('5GB for 7 days');
    const km = await renderEmail('esim_ready', data, renderContextFixture('km'));
    expect(km.text).toContain('== ថៃ ==');
    expect(km.text).toContain('== វៀតណាម ==');
    expect(km.text).toContain('5GB សម្រាប់ 7 ថ្ងៃ');
    expect(km.text).not.toMatch(/Thailand|Vietnam/);
    const guide = inspectPdf(
      km.attachments.find((attachment) => attachment.contentType === 'application/pdf')?.content as Buffer,
    ).text;
    expect(hasShapedLine(guide, 'ថៃ')).toBe(true);
    expect(hasShapedLine(guide, '5GB · 7 ថ្ងៃ')).toBe(true);
    expect(guide).not.toMatch(/Thailand|Vietnam/);
  });

  it('a DayPass says its data is per day', async () => {
    const data = esimReadyFixture();
    data.esims = [{ ...data.esims[0]!, dataLabel: '500MB', isDayPass: true, days: 10 }];
    const en = await renderEmail('esim_ready', data, renderContextFixture('en'));
    expect(en.text).toContain('500MB per day for 10 days');
  });

  it('escapes what the customer typed into the HTML', async () => {
    const data = { ...esimReadyFixture(), customerName: '<script>alert(1)</script>' };
    data.esims = data.esims.slice(0, 1);
    const email = await renderEmail('esim_ready', data, renderContextFixture('en'));
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain('Hello <script>alert(1)</script>,');
  });
});

describe('renderEmail: other kinds', () => {
  const problem = {
    orderNumber: 'DE-1',
    customerName: 'Dara',
    amountLabel: '$12.00',
    reason: 'Declined by the bank',
    orderLink: 'https://shop.example/order/t0k',
  };

  it.each(['en', 'km'] as const)(
    '%s: payment failed says what happens next, with the retry link',
    async (language) => {
      const email = await renderEmail('payment_failed', problem, renderContextFixture(language));
      const t = resources[language].translation.notifications.paymentFailed;
      expect(email.subject).toContain('DE-1');
      for (const body of [email.text, email.html]) {
        expect(body).toContain('$12.00');
        expect(body).toContain('Declined by the bank');
        expect(body).toContain(t.next);
        expect(body).toContain('https://shop.example/order/t0k');
      }
    },
  );

  it.each(['en', 'km'] as const)('%s: order failed promises the retry or the refund', async (language) => {
    const email = await renderEmail(
      'order_failed',
      { ...problem, reason: null },
      renderContextFixture(language),
    );
    const t = resources[language].translation.notifications.orderFailed;
    expect(email.text).toContain(t.next);
    expect(email.text).not.toContain(t.reason.split('{{')[0]);
    expect(email.html).toContain(t.heading);
  });

  it.each(['en', 'km'] as const)('%s: password changed names the time in Cambodia', async (language) => {
    const email = await renderEmail(
      'password_changed',
      { customerName: 'Dara', changedAt: '2026-11-22T08:05:00Z' },
      renderContextFixture(language),
    );
    expect(email.text).toContain('15:05');
    expect(email.text).toContain(resources[language].translation.notifications.passwordChanged.notYou);
  });

  it.each(['en', 'km'] as const)(
    '%s: reconciliation differences list each line for support',
    async (language) => {
      const email = await renderEmail(
        'reconciliation_differences',
        {
          provider: 'payway',
          day: '2026-11-23',
          differences: [
            { kind: 'paid_there_not_here', tranId: 'ZZ123', orderNumber: null, ours: '–', theirs: '$12.34' },
            { kind: 'amount_differs', tranId: 'DL1K1', orderNumber: 'DL1', ours: '$10.00', theirs: '$9.00' },
          ],
        },
        renderContextFixture(language),
      );
      const t = resources[language].translation.notifications.reconciliation;
      expect(email.subject).toContain('2026-11-23');
      expect(email.subject).toContain('ABA PayWay');
      expect(email.text).toContain(`${t.paidThereNotHere}: ${t.tranId} ZZ123`);
      expect(email.text).toContain('$12.34');
      expect(email.text).toContain(t.amountDiffers);
      expect(email.html).toContain('DL1K1');
    },
  );

  it('contact message goes to support with the reply address of the customer', async () => {
    const email = await renderEmail(
      'contact_message',
      {
        contactId: 'c-1',
        customerName: 'Dara',
        customerEmail: 'dara@example.com',
        customerPhone: '+855 12 345 678',
        subject: 'No data in Bangkok',
        message: 'Hello <b>team</b>\nIt does not connect.',
        receivedAt: '2026-11-22T08:05:00Z',
      },
      renderContextFixture('en'),
    );
    expect(email.replyTo).toBe('dara@example.com');
    expect(email.subject).toBe('[Contact] No data in Bangkok – Dara');
    expect(email.text).toContain('It does not connect.');
    expect(email.text).toContain('+855 12 345 678');
    expect(email.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
  });

  it.each(['en', 'km'] as const)(
    '%s: contact receipt repeats the message and the reference',
    async (language) => {
      const email = await renderEmail(
        'contact_receipt',
        { contactId: 'c-1', customerName: 'Dara', subject: 'Refund', message: 'Please refund order DE-1' },
        renderContextFixture(language),
      );
      expect(email.subject).toContain('Refund');
      expect(email.text).toContain('Please refund order DE-1');
      expect(email.text).toContain('c-1');
      expect(email.text).toContain(resources[language].translation.notifications.contactReceipt.body);
    },
  );
});

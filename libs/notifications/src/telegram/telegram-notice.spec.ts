import { telegramTexts } from '@app/i18n';
import { renderTelegramNotice } from './telegram-notice';

const SHOP = 'https://shop.example';

describe('the Telegram message of a notification', () => {
  const ready = {
    orderNumber: 'DL261128ABCDEF',
    customerName: 'Sophea',
    orderLink: `${SHOP}/order-confirmation?orderNumber=DL261128ABCDEF&token=t0k3n`,
    esims: [
      {
        iccid: '8985200000000000001',
        lpa: 'LPA:1$smdp.example$SECRET-ACTIVATION-CODE',
        smdpAddress: 'smdp.example',
        activationCode: 'SECRET-ACTIVATION-CODE',
        destination: 'Thailand',
        destinationKm: 'ថៃ',
        packageName: 'Thailand 5GB 7 Days',
        dataLabel: '5GB',
        days: 7,
        expiresAt: null,
      },
    ],
  };

  it('eSIM ready: in Khmer, the order page as a button, never the activation code or the LPA', () => {
    const notice = renderTelegramNotice('esim_ready', ready, 'km', SHOP);
    expect(notice.text.startsWith(telegramTexts.km.notices.esimReady.split('{{')[0])).toBe(true);
    expect(notice.text).toContain('ថៃ');
    expect(notice.text).toContain('DL261128ABCDEF');
    expect(notice.text).not.toContain('SECRET-ACTIVATION-CODE');
    expect(notice.text).not.toContain('LPA:');
    expect(notice.buttons).toEqual([[{ text: telegramTexts.km.notices.openOrder, url: ready.orderLink }]]);
  });

  it('a refund says whether it was the whole order or part of it, with the total refunded so far', () => {
    const refund = {
      orderNumber: 'DL261128ABCDEF',
      customerName: 'Sophea',
      orderLink: ready.orderLink,
      amountLabel: '$4.00',
      provider: 'paypal' as const,
    };
    const full = renderTelegramNotice('order_refunded', refund, 'en', SHOP);
    expect(full.text).toContain('refunded in full: $4.00');
    const part = renderTelegramNotice(
      'order_refunded',
      { ...refund, partial: { paidLabel: '$12.00', refundedTotalLabel: '$8.00', lines: ['Japan 1GB'] } },
      'km',
      SHOP,
    );
    expect(part.text.startsWith(telegramTexts.km.notices.refundedPart.split('{{')[0])).toBe(true);
    expect(part.text).toContain('$4.00');
    expect(part.text).toContain('$8.00');
    expect(part.buttons).toEqual([[{ text: telegramTexts.km.notices.openOrder, url: ready.orderLink }]]);
  });

  it('a usage alert carries the rescue top-up link; without its token it is not rendered', () => {
    const alert = {
      alert: 'usage_80' as const,
      esimId: '5f0c1a52-1111-4222-8333-444455556666',
      customerName: 'Sophea',
      packageName: 'Thailand 5GB 7 Days',
      destination: 'Thailand',
      usagePercent: 83.4,
      expiresAt: null,
      sealed: { rescueToken: 'enc:v1:sealed' },
      rescueToken: 'abc.def',
    };
    const notice = renderTelegramNotice('esim_alert', alert, 'en', SHOP);
    expect(notice.text).toContain('83%');
    expect(notice.buttons[0][0].url).toBe(`${SHOP}/esim/${alert.esimId}/rescue?t=abc.def`);
    expect(() =>
      renderTelegramNotice('esim_alert', { ...alert, rescueToken: undefined }, 'en', SHOP),
    ).toThrow();
  });

  it('a reconciliation report lists each difference', () => {
    const notice = renderTelegramNotice(
      'reconciliation_differences',
      {
        provider: 'payway',
        day: '2026-11-27',
        differences: [
          { kind: 'paid_there_not_here', tranId: 'DL1K1', orderNumber: null, ours: '–', theirs: '$5.00' },
        ],
      },
      'en',
      SHOP,
    );
    expect(notice.text).toContain('Reconciliation payway 2026-11-27: 1 difference(s)');
    expect(notice.text).toContain('paid_there_not_here · DL1K1 · order – · ours – · theirs $5.00');
  });
});

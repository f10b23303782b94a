import { androidActivationCode, androidInstallLink, installDevice, iosInstallLink } from './esim-install';

describe('installDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 0, 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari', 5, 'ios'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari',
      0,
      'desktop',
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile', 5, 'android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124', 0, 'desktop'],
  ] as const)('%s (touch %d) → %s', (agent, touch, device) => {
    expect(installDevice(agent, touch)).toBe(device);
  });
});

describe('install links', () => {
  const lpa = 'LPA:1$smdp.example.com$ABC-123&x=1';

  it('carry the LPA string with : and $ literal and the rest escaped', () => {
    expect(iosInstallLink(lpa)).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.example.com$ABC-123%26x%3D1',
    );
    expect(androidInstallLink('LPA:1$a.b$C')).toBe(
      'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA:1$a.b$C',
    );
  });

  it('cut the Android activation code to 50 characters', () => {
    expect(androidActivationCode('X'.repeat(60))).toHaveLength(50);
    expect(androidActivationCode('SHORT')).toBe('SHORT');
  });
});

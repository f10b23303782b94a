import QRCode from 'qrcode';
import { androidInstallLink, iosInstallLink, qrModules } from './esim-links';

describe('one-tap install links', () => {
  const lpa = 'LPA:1$smdp.example.com$ABC-123';

  it('carry the LPA string as carddata, : and $ kept literal', () => {
    expect(iosInstallLink(lpa)).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.example.com$ABC-123',
    );
    expect(androidInstallLink(lpa)).toBe(
      'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.example.com$ABC-123',
    );
  });

  it('escape what would break the query', () => {
    expect(iosInstallLink('LPA:1$h$a&b c#d')).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$h$a%26b%20c%23d',
    );
  });
});

describe('qrModules', () => {
  it('is the level-M QR code of the LPA string, finder patterns in three corners', () => {
    const lpa = 'LPA:1$smdp.example.com$ABC-123';
    const modules = qrModules(lpa);
    const reference = QRCode.create(lpa, { errorCorrectionLevel: 'M' }).modules;
    expect(modules).toHaveLength(reference.size);
    const size = modules.length;
    for (const [row, column] of [
      [0, 0],
      [0, size - 1],
      [size - 1, 0],
    ])
      expect(modules[row][column]).toBe(true);
    expect(modules[size - 1][size - 1]).toBe(reference.get(size - 1, size - 1) === 1);
  });
});

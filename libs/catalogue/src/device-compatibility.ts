import type { DeviceCompatibility } from '@app/contracts';

/**
 * Which phones can use our eSIMs. RoameSIM does not say per package (every package is a standard
 * consumer eSIM profile installed from a QR code), so this is one static list of eSIM-capable
 * models from the makers' own support pages. A phone must also be carrier-unlocked; some regional
 * variants (e.g. phones sold in mainland China, Hong Kong and Macau) ship without eSIM.
 */
export const DEVICE_COMPATIBILITY: DeviceCompatibility = {
  simType: 'eSIM',
  activationMethod: 'QR code',
  devices: [
    'iPhone XS, XS Max, XR and later (iPhone 11 to iPhone 16 series, SE 2nd gen and later)',
    'Samsung Galaxy S20 series and later',
    'Samsung Galaxy Z Fold and Z Flip series',
    'Samsung Galaxy Note 20 series',
    'Google Pixel 3 and later',
    'iPad Pro (3rd gen and later), iPad Air (3rd gen and later), iPad (7th gen and later), iPad mini (5th gen and later), cellular models',
    'Motorola Razr (2019 and later), Edge 40 and later',
    'OPPO Find X3 Pro and later Find X series',
    'Xiaomi 12T Pro, 13 and later',
    'Huawei P40 and P40 Pro (not P40 Lite)',
    'Sony Xperia 10 III and later, Xperia 1 IV and later',
  ],
  supportedOS: ['iOS 12.1 or later', 'iPadOS 12.1 or later', 'Android 9 or later'],
};

import type { DeviceCompatibility } from '@app/contracts';

/**
 * Which phones can use our eSIMs. RoameSIM does not say per package (every package is a standard
 * consumer eSIM profile installed from a QR code), so this is one static list of eSIM-capable
 * model families, from the makers' own support pages. `supportedOS` names the first version that
 * installs eSIMs (the web adds "or later"). A phone must also be carrier-unlocked, and some
 * regional variants (phones sold in mainland China, Hong Kong and Macau) ship without eSIM.
 */
export const DEVICE_COMPATIBILITY: DeviceCompatibility = {
  simType: 'eSIM',
  activationMethod: 'QR code',
  devices: [
    'iPhone XS, XS Max, XR',
    'iPhone 11 – iPhone 16 series',
    'iPhone SE (2nd and 3rd generation)',
    'Samsung Galaxy S20 – S24 series',
    'Samsung Galaxy Z Fold and Z Flip series',
    'Samsung Galaxy Note 20 series',
    'Google Pixel 3 – Pixel 9 series',
    'iPad Pro, iPad Air, iPad mini and iPad (Wi-Fi + Cellular, 2018 and newer)',
    'Motorola Razr (2019 and newer), Edge 40',
    'OPPO Find X3 Pro, Find X5, Find X5 Pro',
    'Xiaomi 12T Pro, Xiaomi 13, Xiaomi 13 Pro',
    'Huawei P40, P40 Pro',
    'Sony Xperia 10 III, Xperia 1 IV, Xperia 5 IV',
  ],
  supportedOS: ['iOS 12.1', 'iPadOS 12.1', 'Android 9'],
};

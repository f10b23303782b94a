import { ANDROID_ACTIVATION_CODE_MAX_CHARS } from './constants';

/**
 * Install help (customer-area §2 "Install help"): which device the page is on, and the one-tap
 * install links Apple and Google document for an eSIM's activation (LPA) string.
 */
export type InstallDevice = 'ios' | 'android' | 'desktop';

/** The spec's "user-agent pattern list": iPhone/iPad/iPod (and iPadOS posing as a Mac with touch), Android. */
export function installDevice(userAgent: string, maxTouchPoints = 0): InstallDevice {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** The LPA string as a query value: ':' and '$' stay literal (the documented form), the rest escaped. */
const carddata = (lpa: string): string => encodeURIComponent(lpa).replace(/%3A/gi, ':').replace(/%24/g, '$');

/** One-tap install on iPhone (iOS 17.4+): Apple's universal link carrying the LPA string. */
export const iosInstallLink = (lpa: string): string =>
  `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${carddata(lpa)}`;

/** One-tap install on Android: Google's equivalent link. */
export const androidInstallLink = (lpa: string): string =>
  `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${carddata(lpa)}`;

/** The activation code as the Android steps show it: cut to 50 characters. */
export const androidActivationCode = (code: string): string =>
  code.slice(0, ANDROID_ACTIVATION_CODE_MAX_CHARS);

import QRCode from 'qrcode';
import { qrModulesPng } from './qr-png';

/** The spec's QR: 512 px, margin 2, error correction M (the same as the web's download). */
export const QR_SIZE_PX = 512;
export const QR_MARGIN = 2;
export const QR_LEVEL = 'M' as const;

/** Renders kept per activation string: the same eSIM's QR is drawn again for its PDF, a retry, a download. */
const CACHED_CODES = 256;
const modulesCache = new Map<string, boolean[][]>();
const pngCache = new Map<string, Buffer>();

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHED_CODES) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** The QR code's modules (true = dark), row by row, for drawing it as vectors. */
export function qrModules(lpa: string): boolean[][] {
  const cached = modulesCache.get(lpa);
  if (cached) return cached;
  const { modules } = QRCode.create(lpa, { errorCorrectionLevel: QR_LEVEL });
  return remember(
    modulesCache,
    lpa,
    Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
    ),
  );
}

/** The QR code of an activation string as a PNG (QR_SIZE_PX wide, QR_MARGIN modules of quiet zone). */
export function qrPng(lpa: string): Promise<Buffer> {
  const png =
    pngCache.get(lpa) ?? remember(pngCache, lpa, qrModulesPng(qrModules(lpa), QR_SIZE_PX, QR_MARGIN));
  return Promise.resolve(png);
}

/**
 * The LPA string as a query value: `:` and `$` stay literal (the form Apple and Google document),
 * anything that would end or change the query is escaped.
 */
const carddata = (lpa: string): string => encodeURIComponent(lpa).replace(/%3A/gi, ':').replace(/%24/g, '$');

/** One-tap install on iPhone (iOS 17.4+): Apple's universal link carrying the LPA string. */
export const iosInstallLink = (lpa: string): string =>
  `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${carddata(lpa)}`;

/** One-tap install on Android: Google's equivalent link. */
export const androidInstallLink = (lpa: string): string =>
  `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${carddata(lpa)}`;

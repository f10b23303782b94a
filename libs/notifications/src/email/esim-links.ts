import QRCode from 'qrcode';

/** The spec's QR: 512 px, margin 2, error correction M (the same as the web's download). */
export const QR_SIZE_PX = 512;
export const QR_MARGIN = 2;
export const QR_LEVEL = 'M' as const;

/** The QR code's modules (true = dark), row by row, for drawing it as vectors. */
export function qrModules(lpa: string): boolean[][] {
  const { modules } = QRCode.create(lpa, { errorCorrectionLevel: QR_LEVEL });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}

/** The QR code of an activation string as a PNG. */
export function qrPng(lpa: string): Promise<Buffer> {
  return QRCode.toBuffer(lpa, {
    type: 'png',
    width: QR_SIZE_PX,
    margin: QR_MARGIN,
    errorCorrectionLevel: QR_LEVEL,
  });
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

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { QR_ERROR_CORRECTION_LEVEL, QR_MARGIN, QR_SIZE_DOWNLOAD_PX, QR_SIZE_SCREEN_PX } from '@app/domain';

const qrOptions = (width: number): QRCode.QRCodeToDataURLOptions => ({
  type: 'image/png',
  width,
  margin: QR_MARGIN,
  errorCorrectionLevel: QR_ERROR_CORRECTION_LEVEL as QRCode.QRCodeErrorCorrectionLevel,
});

/** The activation string's QR code (160 px on screen, margin 2, level M). */
export function EsimQr({
  value,
  alt,
  size = QR_SIZE_SCREEN_PX,
}: {
  value: string;
  alt: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, qrOptions(size)).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  return (
    <div className="esim-qr" style={{ width: size, height: size }} data-testid="esim-qr" data-value={value}>
      {src ? (
        <img src={src} alt={alt} width={size} height={size} />
      ) : (
        <span className="spinner" aria-hidden="true" />
      )}
    </div>
  );
}

/** Downloads the QR code as a PNG (512 px unless told; margin 2, level M) named after the ICCID. */
export async function downloadQrPng(value: string, iccid: string, size = QR_SIZE_DOWNLOAD_PX): Promise<void> {
  const url = await QRCode.toDataURL(value, qrOptions(size));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${iccid}.png`;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

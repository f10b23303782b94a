import { toDataURL } from 'qrcode';
import type { SandboxContext } from '../context';
import { getPaywayBehaviour } from './payway.behaviour';
import type { PaywayTransaction } from './payway.store';
import { amountText } from './payway.wire';

/** KHQR payloads of the sandbox: an EMVCo-shaped string with a valid CRC, never payable by a real app. */

const tlv = (id: string, value: string): string => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMV QR codes use for tag 63. */
export function crc16(input: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(input, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function khqrString(tx: PaywayTransaction): string {
  const payload = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('29', tlv('00', 'derleng_sandbox@abaa')),
    tlv('52', '5999'),
    tlv('53', tx.currency === 'KHR' ? '116' : '840'),
    tlv('54', amountText(tx.amountMinor, tx.currency)),
    tlv('58', 'KH'),
    tlv('59', 'DERLENG SANDBOX'),
    tlv('60', 'PHNOM PENH'),
    tlv('62', tlv('01', tx.tranId)),
    tlv('99', tlv('00', String(tx.createdAt)) + tlv('01', String(tx.expiresAt))),
  ].join('');
  const body = `${payload}6304`;
  return body + crc16(body);
}

export const bankAppUrl = (ctx: SandboxContext, tranId: string): string =>
  `${ctx.config.publicUrl.replace(/\/+$/, '')}/payway/bank-app?tran_id=${encodeURIComponent(tranId)}`;

export const khqrImage = (qrString: string): Promise<string> =>
  toDataURL(qrString, { margin: 1, width: 240 });

/** The QR fields both the Purchase API (KHQR options) and generate-qr answer with. */
export async function khqrFields(
  ctx: SandboxContext,
  tx: PaywayTransaction,
): Promise<Record<string, string>> {
  const qr = khqrString(tx);
  const snake = getPaywayBehaviour(ctx).khqrSnakeCase;
  return {
    [snake ? 'qr_string' : 'qrString']: qr,
    [snake ? 'qr_image' : 'qrImage']: await khqrImage(qr),
    abapay_deeplink: `abamobilebank://ababank.com?type=payway&qrcode=${encodeURIComponent(qr)}`,
    app_store: 'https://apps.apple.com/kh/app/aba-mobile-bank/id968860649',
    play_store: 'https://play.google.com/store/apps/details?id=com.paygo24.ibank',
  };
}

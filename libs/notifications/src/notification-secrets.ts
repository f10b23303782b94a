import { Injectable } from '@nestjs/common';
import { AppConfig, SecretBox } from '@app/core';
import { orderConfirmationPath } from '@app/orders';
import { DataSource } from 'typeorm';
import type { NotificationKind } from './notification-kinds';

/** Payload fields that would open an order or install an eSIM: never stored in `notification`. */
const LINK_FIELDS = ['orderLink'] as const;
const ESIM_FIELDS = ['activationCode', 'lpa'] as const;
/** The kinds whose email links to the order's page. */
const ORDER_LINK_KINDS: readonly NotificationKind[] = [
  'esim_ready',
  'esim_instructions',
  'payment_failed',
  'order_failed',
];

type Payload = Record<string, unknown>;

const esimsOf = (payload: Payload): Payload[] =>
  Array.isArray(payload.esims) ? (payload.esims as unknown[]).filter(isObject) : [];
const isObject = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is stored of a message's data: everything but the order link (its token) and the eSIMs'
 * activation codes and LPA strings. Those live only in `orders` (hashed token) and `esim`
 * (sealed), and `NotificationSecrets.fill` puts them back when the email is rendered.
 */
export function withoutSecrets(data: object): Payload {
  const copy: Payload = { ...(data as Payload) };
  for (const field of LINK_FIELDS) delete copy[field];
  if (Array.isArray(copy.esims))
    copy.esims = esimsOf(copy).map((esim) => {
      const kept = { ...esim };
      for (const field of ESIM_FIELDS) delete kept[field];
      return kept;
    });
  return copy;
}

/** Puts the order link and the eSIMs' codes back into a stored payload, at send time. */
@Injectable()
export class NotificationSecrets {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly box: SecretBox,
  ) {}

  async fill(kind: NotificationKind, payload: Payload): Promise<Payload> {
    const filled: Payload = { ...payload };
    if (ORDER_LINK_KINDS.includes(kind) && typeof payload.orderNumber === 'string') {
      const rows: { id: string; order_number: string }[] = await this.dataSource.query(
        'SELECT id, order_number FROM orders WHERE order_number = $1',
        [payload.orderNumber],
      );
      if (rows[0])
        filled.orderLink = `${this.config.http.publicUrl}${orderConfirmationPath(
          this.config.security.sessionSecret,
          { id: rows[0].id, orderNumber: rows[0].order_number },
        )}`;
    }
    const esims = esimsOf(payload);
    if (esims.length) {
      const iccids = esims.map((esim) => esim.iccid).filter((iccid) => typeof iccid === 'string');
      const rows: { iccid: string; activation_code: string; lpa: string }[] = await this.dataSource.query(
        'SELECT iccid, activation_code, lpa FROM esim WHERE iccid = ANY($1::varchar[])',
        [iccids],
      );
      const byIccid = new Map(rows.map((row) => [row.iccid, row]));
      filled.esims = esims.map((esim) => {
        const row = byIccid.get(esim.iccid as string);
        if (!row) return esim;
        return { ...esim, activationCode: this.box.open(row.activation_code), lpa: this.box.open(row.lpa) };
      });
    }
    return filled;
  }
}

import { Injectable } from '@nestjs/common';
import { AppConfig, SecretBox } from '@app/core';
import { orderConfirmationPath } from '@app/orders';
import { DataSource } from 'typeorm';
import type { NotificationKind } from './notification-kinds';

/** eSIM fields that install the eSIM: stored sealed, never in clear. */
const ESIM_FIELDS = ['activationCode', 'lpa'] as const;
/** The kinds whose email links to the order's page. */
const ORDER_LINK_KINDS: readonly NotificationKind[] = [
  'esim_ready',
  'esim_instructions',
  'payment_failed',
  'order_failed',
  'order_refunded',
  'order_link',
];

type Payload = Record<string, unknown>;

const isObject = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Opens every `sealed: {field: 'enc:v1:…'}` of an object into `field`. */
function opened(entry: Payload, box: SecretBox): Payload {
  if (!isObject(entry.sealed)) return entry;
  const { sealed, ...rest } = entry;
  const out: Payload = { ...rest };
  for (const [field, value] of Object.entries(sealed as Payload))
    if (typeof value === 'string') out[field] = box.open(value);
  return out;
}

/**
 * What is stored of a message's data: no order link (it carries the guest token, which orders
 * keep only hashed; the link is derived again when the email is rendered), and the eSIMs'
 * activation codes and LPA strings sealed under SECRETS_KEY (`esims[i].sealed`).
 */
export function sealSecrets(data: object, box: SecretBox): Payload {
  const copy: Payload = { ...(data as Payload) };
  delete copy.orderLink;
  if (Array.isArray(copy.esims))
    copy.esims = (copy.esims as unknown[]).map((esim) => {
      if (!isObject(esim)) return esim;
      const kept: Payload = { ...esim };
      const sealed: Payload = isObject(esim.sealed) ? { ...esim.sealed } : {};
      for (const field of ESIM_FIELDS)
        if (typeof kept[field] === 'string') {
          sealed[field] = box.seal(kept[field]);
          delete kept[field];
        }
      return Object.keys(sealed).length ? { ...kept, sealed } : kept;
    });
  return copy;
}

/** Puts the order link and the sealed values back into a stored payload, at send time only. */
@Injectable()
export class NotificationSecrets {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly box: SecretBox,
  ) {}

  seal(data: object): Payload {
    return sealSecrets(data, this.box);
  }

  async fill(kind: NotificationKind, payload: Payload): Promise<Payload> {
    const filled = opened(payload, this.box);
    if (Array.isArray(payload.esims))
      filled.esims = (payload.esims as unknown[]).map((esim) =>
        isObject(esim) ? opened(esim, this.box) : esim,
      );
    if (ORDER_LINK_KINDS.includes(kind) && typeof payload.orderNumber === 'string') {
      const rows: { id: string; order_number: string }[] = await this.dataSource.query(
        'SELECT id, order_number FROM orders WHERE order_number = $1',
        [payload.orderNumber],
      );
      const shop = this.config.http.publicUrl;
      if (rows[0])
        filled.orderLink = `${shop}${orderConfirmationPath(this.config.security.sessionSecret, {
          id: rows[0].id,
          orderNumber: rows[0].order_number,
        })}`;
      else if (typeof filled.orderLink !== 'string')
        filled.orderLink = `${shop}/order-confirmation?${new URLSearchParams({ orderNumber: payload.orderNumber }).toString()}`;
    }
    return filled;
  }
}

import { escapeHtml, htmlPage, postButton } from '../kit/html';
import type { PaypalOrderRecord } from './paypal.store';

/** The buyer's approval page of the PayPal sandbox (stands in for paypal.com's login + review). */
export function approvalPage(order: PaypalOrderRecord): string {
  const rows = order.purchaseUnits
    .map(
      (unit) =>
        `<dt>${escapeHtml(unit.description ?? unit.reference_id)}</dt><dd>${escapeHtml(
          `${unit.amount.value} ${unit.amount.currency_code}`,
        )}</dd>`,
    )
    .join('');
  const fields = { token: order.id };
  const actions =
    order.status === 'COMPLETED' || order.status === 'VOIDED'
      ? `<p id="message">This order is ${escapeHtml(order.status)}.</p>`
      : postButton('/paypal/checkout/approve', 'Approve', fields, '', 'approve') +
        postButton('/paypal/checkout/cancel', 'Cancel', fields, 'secondary', 'cancel');
  return htmlPage(
    'PayPal (sandbox): review your payment',
    `<h1>PayPal</h1><p>Logged in as sb-buyer@personal.example.com</p>
<dl><dt>Order</dt><dd id="order_id">${escapeHtml(order.id)}</dd>${rows}<dt>Status</dt><dd id="status">${escapeHtml(
      order.status,
    )}</dd></dl>${actions}<p style="font-size:12px;color:#66727f">Capture outcome by amount ending: .13 INSTRUMENT_DECLINED, .14 PAYER_CANNOT_PAY, .17 pending, .18 declined.</p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return htmlPage(
    title,
    `<h1 id="result">${escapeHtml(title)}</h1><p id="message">${escapeHtml(message)}</p>`,
  );
}

/** return_url?token=<order>&PayerID=<payer> (or cancel_url?token=<order>), keeping existing query params. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

import { escapeHtml, htmlPage } from '../kit/html';
import type { StripeSessionRecord } from './stripe.store';

const money = (minor: number, currency: string): string =>
  `${currency === 'usd' ? '$' : ''}${(minor / 100).toFixed(2)}${currency === 'usd' ? '' : ` ${currency.toUpperCase()}`}`;

/** The buyer's hosted Checkout page of the sandbox (stands in for checkout.stripe.com). */
export function hostedPage(session: StripeSessionRecord, error: string | null): string {
  const rows = session.lineItems
    .map(
      (item) =>
        `<dt>${escapeHtml(item.name)} × ${item.quantity}</dt><dd>${escapeHtml(money(item.unitAmount * item.quantity, item.currency))}</dd>`,
    )
    .join('');
  const back = session.cancelUrl
    ? `<a class="button secondary" id="cancel" href="${escapeHtml(session.cancelUrl)}">← Back</a>`
    : '';
  const body =
    session.status !== 'open'
      ? `<h1>Checkout</h1><p id="message">This Checkout Session is no longer active.</p>${back}`
      : `<h1>Pay with card</h1>
<div class="amount" id="amount">${escapeHtml(money(session.amountTotal, session.currency))}</div>
<dl>${rows}${session.customerEmail ? `<dt>Email</dt><dd>${escapeHtml(session.customerEmail)}</dd>` : ''}</dl>
${error ? `<p role="alert" id="error" style="color:#b3261e;font-weight:600">${escapeHtml(error)}</p>` : ''}
<form method="POST" action="/c/pay/${escapeHtml(session.id)}">
<label style="display:block;margin:12px 0 4px">Card number</label>
<input name="cardNumber" id="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required style="width:100%;padding:8px;font-size:16px;box-sizing:border-box">
<div style="display:flex;gap:8px;margin-top:8px">
<input name="expiry" aria-label="Expiry" placeholder="MM / YY" value="12 / 34" style="flex:1;padding:8px">
<input name="cvc" aria-label="CVC" placeholder="CVC" value="123" style="flex:1;padding:8px">
</div>
<button type="submit" id="submit" style="width:100%;margin-top:16px">Pay ${escapeHtml(money(session.amountTotal, session.currency))}</button>
</form>
${back}
<p style="font-size:12px;color:#66727f">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.</p>`;
  return htmlPage('Stripe Checkout (sandbox)', body);
}

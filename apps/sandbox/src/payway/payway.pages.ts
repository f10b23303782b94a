import { escapeHtml, htmlPage, postButton, scriptJson } from '../kit/html';
import type { PaywayTransaction } from './payway.store';
import { amountText } from './payway.wire';

/*
 * Browser pages of the PayWay sandbox. They are served inside the checkout iframe (or a full tab in
 * hosted mode), so every action posts to a relative URL of the sandbox and talks to the merchant
 * page with window.parent.postMessage: 'payway_success' after paying, 'close_payway_modal' on cancel.
 */

const money = (tx: PaywayTransaction): string => `${tx.currency} ${amountText(tx.amountMinor, tx.currency)}`;

function summary(tx: PaywayTransaction): string {
  return `<h1>ABA PayWay</h1>
<div class="amount" id="amount">${escapeHtml(money(tx))}</div>
<dl><dt>Merchant</dt><dd>${escapeHtml(tx.merchantId)}</dd>
<dt>Transaction</dt><dd id="tran_id">${escapeHtml(tx.tranId)}</dd>
<dt>Method</dt><dd>${escapeHtml(tx.paymentOption || 'any (cards, ABA Pay, KHQR)')}</dd>
<dt>Status</dt><dd id="status">${escapeHtml(tx.status)}</dd></dl>`;
}

export function checkoutPage(tx: PaywayTransaction): string {
  const fields = { tran_id: tx.tranId };
  const buttons = [
    postButton('/payway/checkout/action', 'Pay', { ...fields, action: 'pay' }, '', 'pay'),
    postButton('/payway/checkout/action', 'Decline', { ...fields, action: 'decline' }, 'danger', 'decline'),
    postButton('/payway/checkout/action', 'Cancel', { ...fields, action: 'cancel' }, 'secondary', 'cancel'),
  ].join('');
  const magic =
    '<p style="font-size:12px;color:#66727f">Amounts ending in .13 decline, .17 stay pending.</p>';
  return htmlPage('ABA PayWay checkout (sandbox)', `${summary(tx)}${buttons}${magic}`);
}

const toParent = (message: string): string =>
  `if (window.parent !== window) window.parent.postMessage(${scriptJson(message)}, '*');`;

export function successPage(tx: PaywayTransaction): string {
  const next = tx.continueSuccessUrl;
  const link = next
    ? `<a class="button" id="continue" target="_top" href="${escapeHtml(next)}">Continue</a>`
    : '';
  const skip =
    tx.skipSuccessPage && next ? `if (window.top === window) location.replace(${scriptJson(next)});` : '';
  return htmlPage(
    'Payment successful',
    `<h1 id="result">Payment successful</h1>${summary(tx)}<p>Approval code ${escapeHtml(tx.apv)}</p>${link}`,
    `${toParent('payway_success')}${skip}`,
  );
}

export function cancelPage(tx: PaywayTransaction): string {
  const back = tx.cancelUrl;
  const link = back
    ? `<a class="button secondary" id="back" target="_top" href="${escapeHtml(back)}">Back to merchant</a>`
    : '';
  const redirect = back ? `else location.replace(${scriptJson(back)});` : '';
  return htmlPage(
    'Payment cancelled',
    `<h1 id="result">Payment cancelled</h1>${link}`,
    `if (window.parent !== window) window.parent.postMessage('close_payway_modal', '*'); ${redirect}`,
  );
}

export function resultPage(tx: PaywayTransaction, title: string): string {
  const back = tx.cancelUrl
    ? `<a class="button secondary" target="_top" href="${escapeHtml(tx.cancelUrl)}">Back to merchant</a>`
    : '';
  return htmlPage(title, `<h1 id="result">${escapeHtml(title)}</h1>${summary(tx)}${back}`);
}

export function errorPage(code: string, message: string): string {
  return htmlPage(
    'PayWay error',
    `<h1 id="result">Error ${escapeHtml(code)}</h1><p id="message">${escapeHtml(message)}</p>`,
  );
}

/** The payer's "ABA Mobile" stand-in: shows the KHQR and pays it by tran_id. */
export function bankAppPage(tx: PaywayTransaction, qrImage: string): string {
  const fields = { tran_id: tx.tranId };
  const actions =
    tx.status === 'PENDING'
      ? postButton('/payway/bank-app/action', 'Pay', { ...fields, action: 'pay' }, '', 'pay') +
        postButton(
          '/payway/bank-app/action',
          'Decline',
          { ...fields, action: 'decline' },
          'danger',
          'decline',
        )
      : '';
  return htmlPage(
    'ABA Mobile (sandbox)',
    `${summary(tx)}<p><img alt="KHQR" src="${escapeHtml(qrImage)}" width="240" height="240"></p>${actions}`,
  );
}

/** The bank app without a tran_id: the newest transactions still waiting for payment. */
export function bankAppIndexPage(pending: PaywayTransaction[]): string {
  const rows = pending
    .map(
      (tx) =>
        `<li><a href="/payway/bank-app?tran_id=${encodeURIComponent(tx.tranId)}">${escapeHtml(tx.tranId)}</a> ` +
        `${escapeHtml(money(tx))}</li>`,
    )
    .join('');
  return htmlPage(
    'ABA Mobile (sandbox)',
    `<h1>Waiting for payment</h1>${rows ? `<ul id="pending">${rows}</ul>` : '<p id="pending">Nothing to pay.</p>'}`,
  );
}

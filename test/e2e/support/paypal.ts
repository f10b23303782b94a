import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fillCheckoutForm } from './checkout';

const control = () => `${process.env.E2E_SANDBOX_URL}/__control/paypal`;

/** The sandbox's default capture outcomes by amount ending (.13, .14, .15, .16, .19). */
const DEFAULT_CAPTURE_ISSUES = [
  { suffix: '13', issue: 'INSTRUMENT_DECLINED' },
  { suffix: '14', issue: 'PAYER_CANNOT_PAY' },
  { suffix: '15', issue: 'TRANSACTION_REFUSED' },
  { suffix: '16', issue: 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING' },
  { suffix: '19', issue: 'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED' },
];

/**
 * Shop prices are whole dollars, so the sandbox's decline endings never occur: while `run` runs, a
 * capture of any whole-dollar amount (ending .00) is answered with `issue`.
 */
export async function withPaypalCaptureIssue(
  request: APIRequestContext,
  issue: string,
  run: () => Promise<void>,
): Promise<void> {
  const set = await request.put(control(), {
    data: { captureIssues: [...DEFAULT_CAPTURE_ISSUES, { suffix: '00', issue }] },
  });
  expect(set.ok()).toBe(true);
  try {
    await run();
  } finally {
    await request.put(control(), { data: { captureIssues: DEFAULT_CAPTURE_ISSUES } });
  }
}

/** Checkout with PayPal chosen: the order is created and the browser lands on /paypal-checkout. */
export async function checkoutWithPaypal(page: Page): Promise<void> {
  await page.goto('/checkout');
  await fillCheckoutForm(page);
  await page.locator('input[name="paymentMethod"][value="paypal"]').check();
  await page.locator('button.checkout-submit').click();
  await expect(page).toHaveURL(/\/paypal-checkout$/);
}

/** On the sandbox's PayPal page: the buyer approves (or cancels), and PayPal sends the browser back. */
export async function decideAtPaypal(page: Page, choice: 'Approve' | 'Cancel'): Promise<void> {
  await expect(page).toHaveURL(/\/paypal\/checkout\/approve\?token=/);
  await page.getByRole('button', { name: choice }).click();
}

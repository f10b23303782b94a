import { devices, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chooseLanguage, snap } from './support/screenshots';
import { buy, esimOf, sandboxControl, signedInCustomer } from './support/esims';
import {
  buyOnPackagePage,
  expectCartHolds,
  expectGuestOrderPage,
  ORDER_LINK,
  orderedPackages,
  packagesOnSale,
  sessionWithCart,
} from './support/checkout';

async function fillDialog(page: import('@playwright/test').Page, email = 'sok@example.com') {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="firstName"]').fill('Sok');
  await dialog.locator('input[name="lastName"]').fill('Dara');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="phone"]').fill('+855 12 345 678');
}

/** Checkout's bank-QR dialog for the cart: the form filled, ABA KHQR, and the QR's transaction. */
async function khqrForCart(page: import('@playwright/test').Page, email?: string): Promise<string> {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Pay with a bank QR code instead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
  await fillDialog(page, email);
  await dialog.getByRole('button', { name: 'ABA KHQR', exact: true }).click();
  const qr = dialog.getByRole('img', { name: 'KHQR' });
  await expect(qr).toBeVisible({ timeout: 15_000 });
  return (await qr.getAttribute('data-tran-id')) as string;
}

/** The payer's bank app pays the QR. */
const payQr = (tranId: string) => sandboxControl('POST', '/__control/payway/pay', { tran_id: tranId });

test.describe('the bank-QR payment dialog', () => {
  test('QR shown → the bank app pays it → the dialog completes on the guest’s order page; the status page follows', async ({
    page,
    context,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Pay with a bank QR code instead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await expect(dialog).toBeVisible();

    // Names and phone are required (the email is optional, as on the checkout form): the spec's
    // messages and one 'Form Error' toast.
    await expect(dialog.getByText('Email (optional)')).toBeVisible();
    await dialog.getByRole('button', { name: 'ABA KHQR', exact: true }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await expect(page.getByTestId('toast')).toContainText('Form Error');
    await snap(page, 'checkout-dialog-form-en');

    await fillDialog(page);
    await dialog.getByRole('button', { name: 'ABA KHQR', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('Order Created');
    const qr = dialog.getByRole('img', { name: 'KHQR' });
    await expect(qr).toBeVisible({ timeout: 15_000 });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(dialog.getByRole('button', { name: 'Proceed to PayWay' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back to Checkout' })).toBeVisible();
    await snap(page, 'checkout-qr-dialog-en');
    const tranId = await qr.getAttribute('data-tran-id');
    expect(tranId).toMatch(/^DL\d{6}[A-Z0-9]{6}Q1$/);

    // 'Proceed to PayWay' posts the signed form into one popup; a second click finds that popup
    // (still reachable while it shows PayWay's page) and focuses it instead of opening another.
    const opened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Proceed to PayWay' }).click();
    const popup = await opened;
    await expect(popup).toHaveURL(new RegExp(`^${process.env.E2E_SANDBOX_URL}/`));
    // The card checkout is an attempt of its own (…C1) beside the QR's (…Q1).
    await expect(popup.locator('body')).toContainText(/DL\d{6}[A-Z0-9]{6}C1/);
    const another = page.waitForEvent('popup', { timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    await dialog.getByRole('button', { name: 'Proceed to PayWay' }).click();
    expect(await another).toBe(false);
    await expect(popup.locator('body')).not.toContainText('Duplicated');
    await popup.close();

    // The payer scans the QR: the sandbox's bank app pays that transaction.
    const bank = await context.newPage();
    await bank.goto(`${process.env.E2E_SANDBOX_URL}/payway/bank-app?tran_id=${tranId}`);
    await bank.getByRole('button', { name: 'Pay' }).click();
    await expect(bank.locator('#result')).toHaveText('Payment successful');
    await bank.close();

    await expect(page.getByTestId('toast')).toContainText('Payment Complete', { timeout: 20_000 });
    await expect(page.getByRole('dialog')).toBeHidden();
    // A guest goes on to the order link (My eSIMs would ask them to sign in).
    await expectGuestOrderPage(page, request);
    const orderLink = new URL(page.url()).pathname + new URL(page.url()).search;

    // The status page follows the order to its eSIM (the worker provisions it), then opens the
    // guest's order (a guest cannot open the eSIM's own page, which needs a signed-in user).
    await page.goto(`/payment/status/${tranId}`);
    const status = page.getByTestId('payment-status');
    await expect(status).toHaveAttribute('data-status', 'confirmed', { timeout: 45_000 });
    await expect(page.getByTestId('poll-counter')).toContainText(/Check \d+\/20/);
    await expect(page.getByRole('link', { name: 'View Your Order' })).toHaveAttribute('href', orderLink);
    await expect(page.getByRole('link', { name: 'All My eSIMs' })).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText('Payment Confirmed');
    await snap(page, 'payment-status-confirmed-guest-en');
    await expect(page).toHaveURL(ORDER_LINK, { timeout: 10_000 });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(orderLink);

    // The same status page in Khmer, before its redirect.
    await page.addInitScript(() =>
      (
        globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
      ).localStorage.setItem('i18nextLng', 'km'),
    );
    await page.goto(`/payment/status/${tranId}`);
    await expect(page.getByRole('link', { name: 'មើលការបញ្ជាទិញរបស់អ្នក' })).toHaveAttribute('href', orderLink);
    await snap(page, 'payment-status-confirmed-guest-km');
    await expect(page).toHaveURL(ORDER_LINK, { timeout: 10_000 });
  });

  test('a signed-in customer’s paid status page still opens the eSIM', async ({ page, request }) => {
    const { fixed } = await packagesOnSale(request);
    await signedInCustomer(page);
    const bought = await buy(page.request, fixed, {
      fullName: 'Sokha Chan',
      phone: '+855 12 345 678',
      email: 'sokha@example.com',
    });
    await page.goto(`/payment/status/${bought.transactionId}`);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'confirmed', {
      timeout: 45_000,
    });
    await expect(page.getByRole('link', { name: 'View eSIM Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All My eSIMs' })).toBeVisible();
    await snap(page, 'payment-status-confirmed-en');
    await expect(page).toHaveURL(/\/esim\/[0-9a-f-]{36}\/details$/, { timeout: 10_000 });
  });

  test('on a phone the pay button reads Pay with Mobile App (Khmer screenshots)', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      ...devices['iPhone 13'],
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const { dayPass } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: dayPass.id, customDays: 2 }], 'km');
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'បង់ដោយកូដ QR របស់ធនាគារជំនួសវិញ' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'បង់ដោយកម្មវិធីទូរស័ព្ទ' })).toBeVisible();
    await fillDialog(page);
    await snap(page, 'checkout-dialog-form-km-phone');
    await dialog.getByRole('button', { name: 'បង់ដោយកម្មវិធីទូរស័ព្ទ' }).click();
    await expect(dialog.getByRole('img', { name: 'KHQR' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('link', { name: 'បង់ដោយកម្មវិធីទូរស័ព្ទ' })).toHaveAttribute(
      'href',
      /^abamobilebank:\/\//,
    );
    await snap(page, 'checkout-qr-dialog-km-phone');
    await context.close();
  });

  test('a pending payment’s status page counts its checks; an unknown id is an error', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    const sessionId = await sessionWithCart(page, request, []);
    const created = await request.post('/api/create-order', {
      headers: { 'x-session-id': sessionId },
      data: {
        customerName: 'Sok Dara',
        customerPhone: '+855 12 345 678',
        items: [{ packageId: fixed.id, quantity: 1 }],
        totalAmount: fixed.price,
        paymentMethod: 'payway_khqr',
        sessionId,
      },
    });
    expect(created.status()).toBe(201);
    const { transactionId, orderNumber, accessToken } = (await created.json()) as {
      transactionId: string;
      orderNumber: string;
      accessToken: string;
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/payment/status/${transactionId}`);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
    await expect(page.getByTestId('poll-counter')).toHaveText('Check 1/20');
    await snap(page, 'payment-status-pending-en-phone');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('heading', { name: 'ស្ថានភាពការទូទាត់' })).toBeVisible();
    await expect(page.getByTestId('poll-counter')).toHaveText('ការពិនិត្យ 1/20');
    await snap(page, 'payment-status-pending-km-phone');
    await chooseLanguage(page, 'en');

    // The order's link, opened before paying: the same QR card as checkout, with its countdown.
    await page.goto(`/order-confirmation?orderNumber=${orderNumber}&token=${accessToken}`);
    const khqr = page.getByTestId('khqr-payment');
    await expect(khqr.getByRole('heading', { name: 'Pay with KHQR' })).toBeVisible();
    await expect(khqr.getByRole('img', { name: 'KHQR' })).toHaveAttribute('data-tran-id', /Q1$/);
    await expect(khqr.getByTestId('qr-countdown')).toContainText(/Expires in 1[45]:\d\d/);
    await snap(page, 'order-khqr-pending-en-phone');
    await chooseLanguage(page, 'km');
    await expect(khqr.getByRole('heading', { name: 'បង់ប្រាក់ជាមួយ KHQR' })).toBeVisible();
    await snap(page, 'order-khqr-pending-km-phone');
    await chooseLanguage(page, 'en');

    await page.goto('/payment/status/DL000000NOPE00');
    await expect(page.getByRole('heading', { name: 'We don’t know this payment' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find my order' })).toHaveAttribute('href', '/find-order');
    await page.goto('/payment/status');
    await expect(page.getByRole('heading', { name: 'Invalid Transaction' })).toBeVisible();
  });

  test('a guest pays by KHQR without an email: the order link is on screen and can be emailed', async ({
    page,
    request,
  }) => {
    const { fixed } = await packagesOnSale(request);
    await sessionWithCart(page, request, [{ packageId: fixed.id }]);
    const tranId = await khqrForCart(page, '');
    await payQr(tranId);
    await expect(page.getByTestId('toast')).toContainText('Payment Complete', { timeout: 20_000 });
    const orderNumber = await expectGuestOrderPage(page, request);
    const token = new URL(page.url()).searchParams.get('token');
    const order = (await (await request.get(`/api/orders/${orderNumber}?token=${token}`)).json()) as {
      customerEmail: string | null;
    };
    expect(order.customerEmail).toBeNull();
    const keep = page.getByTestId('email-link');
    await expect(keep.locator('code')).toHaveText(page.url());
    await expect(keep.getByRole('button', { name: 'Email me this link' })).toBeVisible();
    await snap(page, 'order-link-no-email-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseLanguage(page, 'km');
    await expect(keep.getByRole('button', { name: 'ផ្ញើតំណនេះតាមអ៊ីមែលមកខ្ញុំ' })).toBeVisible();
    await snap(page, 'order-link-no-email-km-phone');
    await keep.locator('input[name="email"]').fill('later@example.com');
    await keep.getByRole('button', { name: 'ផ្ញើតំណនេះតាមអ៊ីមែលមកខ្ញុំ' }).click();
    await expect(page.getByTestId('email-link-sent')).toContainText('later@example.com');
  });

  test('signed in: after paying, My eSIMs says "Preparing your eSIM…" (never empty) while RoameSIM is held 3 s; the cart is empty; the next order holds only the next plan; the PDF guide from the order page', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { fixed, dayPass } = await packagesOnSale(request);
    await sessionWithCart(page, request, []);
    // Any moment the empty state is drawn is recorded, however briefly.
    await page.addInitScript(`new MutationObserver(() => {
      if (document.querySelector('[data-testid="esims-empty"]')) globalThis.sawEmptyEsims = true;
    }).observe(document, { childList: true, subtree: true });`);
    await signedInCustomer(page);
    await sandboxControl('PUT', '/__control/faults/roamesim', { latencyMs: 3000 });
    try {
      await buyOnPackagePage(page, fixed);
      await payQr(await khqrForCart(page));
      await expect(page).toHaveURL(/\/my-esims$/, { timeout: 20_000 });
      const preparing = page.getByTestId('esim-preparing');
      await expect(preparing).toHaveCount(1);
      await expect(preparing).toContainText('Preparing your eSIM…');
      await snap(page, 'my-esims-preparing-en');
      await expect(page.getByTestId('esim-card')).toHaveCount(1, { timeout: 45_000 });
      await expect(preparing).toHaveCount(0);
    } finally {
      await sandboxControl('PUT', '/__control/faults/roamesim', { latencyMs: 0 });
    }
    expect(
      await page.evaluate(() => (globalThis as { sawEmptyEsims?: boolean }).sawEmptyEsims ?? false),
    ).toBe(false);
    await expectCartHolds(page, 0);

    // Plan B alone in checkout and in its order.
    await buyOnPackagePage(page, dayPass);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await sandboxControl('PUT', '/__control/faults/roamesim', { latencyMs: 3000 });
    try {
      await payQr(await khqrForCart(page));
      await expect(page).toHaveURL(/\/my-esims$/, { timeout: 20_000 });
      // The same card in Khmer, on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await chooseLanguage(page, 'km');
      await expect(page.getByTestId('esim-preparing')).toContainText('កំពុងរៀបចំ eSIM របស់អ្នក…');
      await snap(page, 'my-esims-preparing-km-phone');
      await expect(page.getByTestId('esim-card')).toHaveCount(2, { timeout: 45_000 });
    } finally {
      await sandboxControl('PUT', '/__control/faults/roamesim', { latencyMs: 0 });
    }
    await chooseLanguage(page, 'en');
    await page.setViewportSize({ width: 1280, height: 800 });
    const orders = (await (await page.request.get('/api/orders')).json()) as {
      id: string;
      orderNumber: string;
    }[];
    expect(await orderedPackages(page.request, orders[0]!.orderNumber)).toEqual([dayPass.id]);
    await expectCartHolds(page, 0);

    // The owner's order page offers the PDF guide, and it downloads.
    await page.goto(`/order/${orders[0]!.id}/details`);
    await expect(page.getByTestId('order-esim')).toHaveCount(1, { timeout: 45_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF Guide' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await pdf.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await snap(page, 'order-owner-guide-en');
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('button', { name: 'ទាញយកការណែនាំ PDF' })).toBeVisible();
    await snap(page, 'order-owner-guide-km');
    // And on the eSIM's own page.
    const esim = await esimOf(page.request, orders[0]!.orderNumber);
    await page.goto(`/esim/${esim.id}/details`);
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF Guide' }).click();
    expect((await again).suggestedFilename()).toMatch(/\.pdf$/);
    await snap(page, 'esim-details-guide-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseLanguage(page, 'km');
    await expect(page.getByRole('button', { name: 'ទាញយកការណែនាំ PDF' })).toBeVisible();
    await snap(page, 'esim-details-guide-km-phone');
  });
});

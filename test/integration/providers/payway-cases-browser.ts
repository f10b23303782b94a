import { existsSync } from 'node:fs';
import { Browser, chromium, Page } from 'playwright-core';
import { client, env, tranId, usd } from './payway-env';

/** Debian's chromium (CHROMIUM_PATH overrides); never a downloaded browser. */
function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found) throw new Error('chromium is needed for the checkout2-0.js test: apt-get install chromium');
  return found;
}

/** A merchant page as the docs show it: the plugin script and form#aba_merchant_request with signed fields. */
function merchantPage(fields: Record<string, string>, action: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`)
    .join('');
  return `<!doctype html><html><head><script src="${env.sandbox.url}/plugins/checkout2-0.js"></script></head><body>
<form method="POST" target="aba_webservice" id="aba_merchant_request" action="${action}">${inputs}</form>
<script>
window.events = [];
for (const name of ['payway_success', 'close_payway_modal']) {
  window.addEventListener('abapayway:' + name, () => window.events.push(name));
}
</script></body></html>`;
}

/** checkout2-0.js in a real browser: modal iframe, Pay / Cancel, messages to the merchant page. */
export function browserCases(): void {
  describe('PayWay checkout2-0.js in chromium', () => {
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
    });
    afterAll(async () => {
      await browser.close();
    });
    beforeEach(async () => {
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    });
    afterEach(async () => {
      await page.close();
    });

    async function openCheckout(): Promise<string> {
      const id = tranId();
      const form = client().buildPurchaseForm({
        tranId: id,
        amount: usd(1500),
        paymentOption: 'cards',
        continueSuccessUrl: 'https://shop.example/thanks',
        cancelUrl: 'https://shop.example/cart',
      });
      await page.setContent(merchantPage(form.fields, form.action));
      await page.evaluate(() =>
        (globalThis as unknown as { AbaPayway: { checkout(): void } }).AbaPayway.checkout(),
      );
      return id;
    }

    it('opens the checkout in a modal iframe named aba_webservice and reports payway_success after Pay', async () => {
      await openCheckout();
      await page.waitForSelector('#aba_payway_overlay .aba-payway-modal iframe[name="aba_webservice"]');
      const frame = page.frame({ name: 'aba_webservice' });
      if (!frame) throw new Error('no aba_webservice frame');
      await frame.waitForSelector('#pay');
      await frame.click('#pay');
      await frame.waitForSelector('#continue');
      expect(await frame.getAttribute('#continue', 'href')).toBe('https://shop.example/thanks');
      await page.waitForFunction(() =>
        (globalThis as unknown as { events: string[] }).events.includes('payway_success'),
      );
    });

    it('closes the modal when the payer cancels', async () => {
      const id = await openCheckout();
      const frame = page.frame({ name: 'aba_webservice' });
      await frame?.waitForSelector('#cancel');
      await frame?.click('#cancel');
      await page.waitForSelector('#aba_payway_overlay', { state: 'detached' });
      expect(await page.evaluate(() => (globalThis as unknown as { events: string[] }).events)).toContain(
        'close_payway_modal',
      );
      expect((await client().checkTransaction(id)).status).toBe('PENDING');
    });

    it('uses a bottom sheet on a narrow screen', async () => {
      await page.setViewportSize({ width: 390, height: 800 });
      await openCheckout();
      await page.waitForSelector(
        '#aba_payway_overlay .aba-payway-bottom-sheet iframe[name="aba_webservice"]',
      );
    });
  });
}

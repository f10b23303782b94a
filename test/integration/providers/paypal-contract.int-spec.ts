/**
 * The sandbox's PayPal error answers against PayPal's documents (test/contracts/paypal): a body
 * that is not JSON is PayPal's INVALID_REQUEST / MALFORMED_REQUEST_JSON, with its debug_id and
 * information link, on every Orders v2 and Payments v2 route, never the web framework's own 400.
 */
import { startSandbox, type Sandbox } from '../../../apps/sandbox/src/sandbox';
import { shapeProblems } from '../../contracts/shape';
import { paypalErrorExample, paypalErrorShape, paypalErrorTableOnly } from '../../contracts/paypal/fixtures';
import { SECRET } from './paypal-env';

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    smtpPort: 0,
    seed: 'paypal-contract',
    publicUrl: '',
  });
  sandbox.ctx.config.publicUrl = sandbox.url;
  const response = await fetch(`${sandbox.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`sandbox-client-id:${SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(async () => sandbox.close());

describe("PayPal sandbox errors as PayPal's documents show them", () => {
  it.each([
    '/v2/checkout/orders',
    '/v2/checkout/orders/5O190127TN364715T/capture',
    '/v2/payments/captures/3C679366HH908993F/refund',
  ])('malformed JSON to %s is INVALID_REQUEST with issue MALFORMED_REQUEST_JSON', async (path) => {
    const response = await fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"intent": "CAPTURE",',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(shapeProblems(body, paypalErrorShape(), paypalErrorTableOnly())).toEqual([]);
    expect(body.debug_id).toMatch(/^[0-9a-f]{13}$/);
    expect({ ...body, debug_id: 'any' }).toEqual({
      ...paypalErrorExample('MALFORMED_REQUEST_JSON'),
      debug_id: 'any',
    });
  });

  it('a documented validation error keeps the same envelope and link form', async () => {
    const response = await fetch(`${sandbox.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ purchase_units: [] }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      name: string;
      links: { href: string; rel: string; encType: string }[];
    };
    expect(shapeProblems(body, paypalErrorShape(), paypalErrorTableOnly())).toEqual([]);
    expect(body.name).toBe('INVALID_REQUEST');
    expect(body.links[0]).toEqual({
      href: 'https://developer.paypal.com/docs/api/orders/v2/#error-MISSING_REQUIRED_PARAMETER',
      rel: 'information_link',
      encType: 'application/json',
    });
  });
});

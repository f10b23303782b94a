import { formatDate } from '@app/i18n';
import { inspectPdf } from '../../../libs/notifications/src/pdf/pdf-inspect';
import { EsimsEnv, esimRows, paidOrder, startEsimsEnv, waitForOrder } from './support';

/**
 * Honest dates in what the customer keeps: an eSIM not yet installed has no expiry. The email and
 * its PDF guide say "Install by <the provider's install-before date>" and "Valid 7 days from first
 * connection", and the status as a word.
 */
jest.setTimeout(180_000);

describe('the eSIM-ready email and PDF before installation', () => {
  let env: EsimsEnv;

  beforeAll(async () => {
    env = await startEsimsEnv({ env: { WORKER_QUEUES: 'provisioning,esim-sync,payments,notifications' } });
  }, 120_000);
  afterAll(async () => env?.close());

  it('say Install by and Valid N days from first connection, never an expiry or a raw status', async () => {
    const address = `dates-${Date.now()}@example.com`;
    const order = await paidOrder(env, { email: address });
    await waitForOrder(env.db, order.orderId, 'completed');
    const [esim] = await esimRows(env.db, order.orderId);
    expect(esim).toMatchObject({ status: 'not_installed', activated_at: null, days: 7 });
    const installBy = formatDate(esim!.activate_before as Date, 'en');

    const message = await env.harness.sandbox!.mail.waitFor(
      (caught) => caught.envelope.to.includes(address),
      60_000,
    );
    const text = message.text.replace(/\s+/g, ' ');
    expect(text).toContain(`Install by: ${installBy}`);
    expect(text).toContain('Validity: Valid 7 days from first connection');
    expect(text).not.toContain('Valid until');

    const pdf = message.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    const guide = inspectPdf(Buffer.from(pdf?.contentBase64 ?? '', 'base64')).text.replace(/\s+/g, ' ');
    expect(guide).toContain(`Install by ${installBy}`);
    expect(guide).toContain('Valid 7 days from first connection');
    expect(guide).toContain('Status Ready to install');
    expect(guide).not.toContain('Expiry date');
    expect(guide).not.toContain('not_installed');
  });
});

import { randomUUID } from 'node:crypto';
import { Outbox } from '@app/core';
import { NotificationJobs } from '@app/notifications';
import { DataSource } from 'typeorm';
import { inspectPdf } from '../../../libs/notifications/src/pdf/pdf-inspect';
import { startHarness, type Harness } from '../../support/harness';
import { enqueue, esimReady, notificationRow, setSmtpDown, settled } from './notifications-support';
import { until } from '../../support/wait';

jest.setTimeout(90_000);

let harness: Harness;
const mail = () => (harness.sandbox as NonNullable<Harness['sandbox']>).mail;
const to = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const messagesTo = (address: string) =>
  mail()
    .messages()
    .filter((message) => message.envelope.to.includes(address));

beforeAll(async () => {
  harness = await startHarness({ sandbox: true });
});
afterAll(async () => harness?.close());

describe('notification emails through the queue and the SMTP catcher', () => {
  it('delivers eSIM ready with the ICCID, the LPA string, the QR inline and the PDF guide', async () => {
    const address = to('ready');
    const orderId = randomUUID();
    const { id } = await enqueue(harness, esimReady(orderId, address));
    const message = await mail().waitFor((caught) => caught.envelope.to.includes(address), 30_000);

    expect(message.subject).toBe(`Your eSIM is ready – order DE-${orderId.slice(0, 8).toUpperCase()}`);
    expect(message.text).toContain('8985200012345678901');
    expect(message.text).toContain('LPA:1$smdp.sandbox.roamesim.local$K7F3-9QWE-XY12');
    expect(message.html).toContain('https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$');
    const pdf = message.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^esim-guide-DE-.*\.pdf$/);
    const guide = inspectPdf(Buffer.from(pdf?.contentBase64 ?? '', 'base64')).text;
    expect(guide).toContain('8985200012345678901');
    expect(guide).toContain(`DE-${orderId.slice(0, 8).toUpperCase()}`);
    const qr = message.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.disposition).toBe('inline');
    expect(message.html).toContain(`cid:${qr?.contentId}`);

    const row = await until(async () => {
      const current = await notificationRow(harness, id);
      return current.state === 'sent' ? current : undefined;
    }, 'the notification row');
    expect(row.attempts).toBe(1);
    expect(row.messageId).toBe(message.messageId);
    expect(row.smtpResponse).toMatch(/^250/);
  });

  it('sends one email when the same message is asked for twice and its event is delivered again', async () => {
    const address = to('twice');
    const orderId = randomUUID();
    const first = await enqueue(harness, esimReady(orderId, address));
    const second = await enqueue(harness, esimReady(orderId, address));
    expect(second).toEqual({ id: first.id, created: false });
    await mail().waitFor((caught) => caught.envelope.to.includes(address), 30_000);
    // The relay publishes at least once: a redelivered event must not send again.
    const api = harness.api as NonNullable<Harness['api']>;
    await api
      .get(DataSource)
      .transaction((manager) =>
        api.get(Outbox).add(manager, 'notification.requested', { notificationId: first.id }),
      );
    await settled(harness);
    expect(messagesTo(address)).toHaveLength(1);
    expect((await notificationRow(harness, first.id)).attempts).toBe(1);
  });

  it('lets only one of two racing senders send', async () => {
    const address = to('race');
    const orderId = randomUUID();
    // A pending row with no job yet: two workers pick it up at the same moment.
    const id = await insertRow(orderId, address, 'pending');
    const jobs = (harness.worker as NonNullable<Harness['worker']>).get(NotificationJobs);
    const results = await Promise.all([jobs.send({ notificationId: id }), jobs.send({ notificationId: id })]);
    expect(results.sort()).toEqual(['done', 'skipped']);
    await settled(harness);
    expect(messagesTo(address)).toHaveLength(1);
    expect((await notificationRow(harness, id)).state).toBe('sent');
  });

  it('keeps the message while SMTP is down and sends it once SMTP is back', async () => {
    const address = to('down');
    await setSmtpDown(harness, true);
    try {
      const { id } = await enqueue(harness, esimReady(randomUUID(), address));
      const waiting = await until(async () => {
        const row = await notificationRow(harness, id);
        return row.attempts >= 1 && row.state === 'pending' ? row : undefined;
      }, 'a failed attempt');
      expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(messagesTo(address)).toHaveLength(0);
    } finally {
      await setSmtpDown(harness, false);
    }
    await mail().waitFor((caught) => caught.envelope.to.includes(address), 40_000);
    await settled(harness);
    expect(messagesTo(address)).toHaveLength(1);
  });

  it('sweeps up a message whose worker died mid-send once its lease has run out', async () => {
    const address = to('lease');
    const orderId = randomUUID();
    // A row claimed by a worker that then died: no job left anywhere, the lease expired.
    const id = await insertRow(orderId, address, 'sending');
    await (harness.worker as NonNullable<Harness['worker']>).get(NotificationJobs).sweep();
    await mail().waitFor((caught) => caught.envelope.to.includes(address), 30_000);
    const row = await until(async () => {
      const current = await notificationRow(harness, id);
      return current.state === 'sent' ? current : undefined;
    }, 'the message sent');
    expect(row.attempts).toBe(2);
  });
});

/** A notification row written directly, with no outbox event and so no job. */
async function insertRow(orderId: string, address: string, state: 'pending' | 'sending'): Promise<string> {
  const api = harness.api as NonNullable<Harness['api']>;
  const [{ id }]: { id: string }[] = await api.get(DataSource).query(
    `INSERT INTO notification (dedupe_key, kind, subject_id, recipient, language, payload, state, attempts, lease_until)
     VALUES ($1, 'esim_ready', $2, $3, 'en', $4::jsonb, $5, $6, $7) RETURNING id`,
    [
      `esim_ready:${orderId}`,
      orderId,
      address,
      JSON.stringify(esimReady(orderId, address).data),
      state,
      state === 'sending' ? 1 : 0,
      state === 'sending' ? new Date(Date.now() - 1000) : null,
    ],
  );
  return id;
}

import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { control, http, startHarness, type Harness } from './support/sandbox-harness';

let sandbox: Harness;
let ctl: ReturnType<typeof control>;
const port = (): number => sandbox.mail?.port ?? 0;
const transport = (auth?: { user: string; pass: string }) =>
  nodemailer.createTransport({ host: '127.0.0.1', port: port(), secure: false, ignoreTLS: true, auth });
const send = (subject: string, extra: Mail.Options = {}) =>
  transport().sendMail({
    from: 'Derleng <noreply@derleng.test>',
    to: 'traveller@example.com',
    subject,
    text: 'hi',
    ...extra,
  });

beforeAll(async () => {
  sandbox = await startHarness({ mail: true });
  ctl = control(sandbox.url);
});
afterAll(async () => sandbox.close());
beforeEach(async () => {
  await ctl.post('/__control/reset');
  await http(sandbox.url, 'DELETE', '/mail/api/messages');
});

describe('SMTP catcher', () => {
  it('catches a message with an attachment and shows it as JSON and HTML', async () => {
    const pdf = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) % 256));
    await send('Your eSIM is ready — អរគុណ', {
      html: '<h1>Ready</h1><p>Scan the QR code</p>',
      attachments: [{ filename: 'invoice-EP1.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const list = await http(sandbox.url, 'GET', '/mail/api/messages');
    expect(list.body).toHaveLength(1);
    const [summary] = list.body;
    expect(summary).toMatchObject({
      subject: 'Your eSIM is ready — អរគុណ',
      to: 'traveller@example.com',
      envelope: { from: 'noreply@derleng.test', to: ['traveller@example.com'] },
      attachments: [{ filename: 'invoice-EP1.pdf', contentType: 'application/pdf', size: pdf.length }],
    });
    expect(summary.attachments[0].contentBase64).toBeUndefined();

    const full = await http(sandbox.url, 'GET', `/mail/api/messages/${summary.id}`);
    expect(full.body.html).toBe('<h1>Ready</h1><p>Scan the QR code</p>');
    expect(Buffer.from(full.body.attachments[0].contentBase64, 'base64').equals(pdf)).toBe(true);

    const download = await fetch(`${sandbox.url}/mail/api/messages/${summary.id}/attachments/0`);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const page = await http(sandbox.url, 'GET', '/mail');
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('Your eSIM is ready — អរគុណ');
    expect(page.body).toContain(`/mail/${summary.id}`);
    const view = await http(sandbox.url, 'GET', `/mail/${summary.id}`);
    expect(view.body).toContain('invoice-EP1.pdf');
    expect(view.body).toContain('&lt;h1&gt;Ready&lt;/h1&gt;'); // the html body, escaped into srcdoc
  });

  it('lists newest first, accepts optional authentication and clears on DELETE', async () => {
    await send('first');
    await transport({ user: 'app', pass: 'anything' }).sendMail({
      from: 'a@x.test',
      to: 'b@x.test',
      subject: 'second',
      text: 'x',
    });
    expect(
      (await http(sandbox.url, 'GET', '/mail/api/messages')).body.map((m: { subject: string }) => m.subject),
    ).toEqual(['second', 'first']);
    expect((await http(sandbox.url, 'DELETE', '/mail/api/messages')).body).toEqual({ cleared: 2 });
    expect((await http(sandbox.url, 'GET', '/mail/api/messages')).body).toEqual([]);
  });

  it('rejects the transaction with a temporary 4xx when the smtp fault says so', async () => {
    await ctl.put('/__control/faults/smtp', { failNext: 1 });
    await expect(send('refused')).rejects.toMatchObject({ responseCode: 451 });
    await send('accepted');
    expect(
      (await http(sandbox.url, 'GET', '/mail/api/messages')).body.map((m: { subject: string }) => m.subject),
    ).toEqual(['accepted']);
  });

  it('goes down (connection refused) and comes back on the same port', async () => {
    const before = port();
    expect(await ctl.put('/__control/smtp', { down: true })).toMatchObject({ down: true });
    await expect(send('while down')).rejects.toMatchObject({ code: 'ESOCKET' });
    expect((await http(sandbox.url, 'GET', '/mail')).body).toContain('DOWN');
    expect(await ctl.put('/__control/smtp', { down: false })).toMatchObject({ down: false, port: before });
    await send('after');
    expect(
      (await http(sandbox.url, 'GET', '/mail/api/messages')).body.map((m: { subject: string }) => m.subject),
    ).toEqual(['after']);
  });

  it('is brought back up by a reset', async () => {
    await ctl.put('/__control/smtp', { down: true });
    await ctl.post('/__control/reset');
    expect(await ctl.get('/__control/smtp')).toMatchObject({ down: false });
    await send('back');
  });

  it('refuses a bad control body, naming the field', async () => {
    const reply = await http(sandbox.url, 'PUT', '/__control/smtp', { down: 'yes' });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('down');
  });
});

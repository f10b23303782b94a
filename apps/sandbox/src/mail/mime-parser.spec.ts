import MailComposer from 'nodemailer/lib/mail-composer';
import { parseMail } from './mime-parser';
import { parseStructured, decodeWords } from './mime-headers';

const compose = (options: ConstructorParameters<typeof MailComposer>[0]): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    new MailComposer(options).compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );

describe('parseMail (nodemailer output)', () => {
  it('reads headers, text, html and attachments with non-ASCII names', async () => {
    const binary = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    const raw = await compose({
      from: '"Derleng eSIM" <noreply@derleng.test>',
      to: 'សុខា <sokha@example.com>, bob@example.com',
      subject: 'Your eSIM is ready — អរគុណ ' + 'x'.repeat(80),
      text: 'Hello ✓\nLine two with a long tail ' + 'y'.repeat(200),
      html: '<p>Hello <b>✓</b></p>',
      attachments: [
        {
          filename: 'invoice-វិក្កយបត្រ-with-a-rather-long-name-to-force-rfc2231-continuations.pdf',
          content: binary,
          contentType: 'application/pdf',
        },
        { filename: 'qr.png', content: Buffer.from('png-bytes'), cid: 'qr@derleng' },
      ],
    });
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Your eSIM is ready — អរគុណ ' + 'x'.repeat(80));
    expect(mail.from).toBe('Derleng eSIM <noreply@derleng.test>');
    expect(mail.to).toContain('សុខា');
    expect(mail.text).toBe('Hello ✓\nLine two with a long tail ' + 'y'.repeat(200));
    expect(mail.html).toBe('<p>Hello <b>✓</b></p>');
    expect(mail.attachments).toHaveLength(2);
    // nodemailer puts the cid image in multipart/related next to the html, before the attachment
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    const png = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(pdf?.filename).toBe('invoice-វិក្កយបត្រ-with-a-rather-long-name-to-force-rfc2231-continuations.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.equals(binary)).toBe(true);
    expect(png).toMatchObject({ filename: 'qr.png', contentId: 'qr@derleng', contentType: 'image/png' });
  });

  it('reads a plain single-part message', async () => {
    const mail = parseMail(
      await compose({ from: 'a@x.test', to: 'b@x.test', subject: 'Plain', text: 'just text' }),
    );
    expect(mail).toMatchObject({ subject: 'Plain', text: 'just text', attachments: [] });
    expect(mail.html).toBeUndefined();
  });
});

describe('MIME header helpers', () => {
  it('decodes encoded words and RFC 2231 parameters', () => {
    expect(decodeWords('=?UTF-8?B?4Z6i4Z6a4Z6C4Z674Z6O?= =?UTF-8?Q?_ok?=')).toBe('អរគុណ ok');
    expect(decodeWords('=?ISO-8859-1?Q?caf=E9?=')).toBe('café');
    const parsed = parseStructured(`attachment; filename*0*=utf-8''%E2%82%AC; filename*1*=%20rate.txt`);
    expect(parsed).toEqual({ value: 'attachment', params: { filename: '€ rate.txt' } });
    expect(parseStructured('text/plain; charset="utf-8"; format=flowed').params).toEqual({
      charset: 'utf-8',
      format: 'flowed',
    });
  });
});

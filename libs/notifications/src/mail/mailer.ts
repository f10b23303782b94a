import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '@app/core';
import nodemailer, { type Transporter } from 'nodemailer';
import type { RenderedEmail } from '../email/rendered-email';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** The Message-ID header (with angle brackets). */
  messageId: string;
}

export interface SentEmail {
  messageId: string;
  /** The server's answer, e.g. `250 OK: queued as 12`. */
  response: string;
}

/** The seam every email goes through (tests and other transports replace it). */
export abstract class Mailer {
  abstract send(email: OutgoingEmail): Promise<SentEmail>;
}

/** Give up on a dead or silent server quickly: the job retries, the row keeps the message. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends over SMTP to SMTP_URL (the sandbox catcher in the embedded default; any server by settings). */
@Injectable()
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private transport?: Transporter;

  constructor(private readonly config: AppConfig) {
    super();
  }

  private transporter(): Transporter {
    this.transport ??= nodemailer.createTransport({ url: this.config.mail.smtpUrl, ...TIMEOUTS } as never);
    return this.transport;
  }

  async send(email: OutgoingEmail): Promise<SentEmail> {
    const info = (await this.transporter().sendMail({
      from: this.config.mail.from,
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
      attachments: email.attachments.map((attachment) => ({
        filename: attachment.filename,
        content: attachment.content,
        contentType: attachment.contentType,
        ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
      })),
    })) as { messageId: string; response: string };
    return { messageId: info.messageId, response: info.response };
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}

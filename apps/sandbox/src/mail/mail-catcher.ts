import type { Readable } from 'node:stream';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { SandboxContext } from '../context';
import { consumeFailure } from '../faults';
import { parseMail } from './mime-parser';

export interface CaughtAttachment {
  index: number;
  filename: string;
  contentType: string;
  contentId?: string;
  disposition: 'attachment' | 'inline';
  size: number;
  contentBase64: string;
}

export interface CaughtMessage {
  id: string;
  receivedAt: string;
  /** SMTP envelope: MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  subject: string;
  from: string;
  to: string;
  cc: string;
  date: string;
  messageId: string;
  text?: string;
  html?: string;
  headers: Record<string, string>;
  attachments: CaughtAttachment[];
  size: number;
}

export interface MailCatcher {
  port: number;
  /** Newest first. */
  messages(): CaughtMessage[];
  message(id: string): CaughtMessage | undefined;
  clear(): void;
  /** Waits for a message matching the predicate (already caught or arriving later). */
  waitFor(predicate: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  isDown(): boolean;
  /** down = stop accepting connections (clients get "connection refused"); up = listen again. */
  setDown(down: boolean): Promise<void>;
  close(): Promise<void>;
}

const MAX_MESSAGES = 1000;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Temporary failure: clients (and our mail job) should try again later. */
const tempFailure = (): Error & { responseCode: number } =>
  Object.assign(new Error('4.3.0 Sandbox SMTP fault: temporary failure, try again later'), {
    responseCode: 451,
  });

/**
 * The SMTP catcher: accepts every message (authentication optional, no TLS on loopback), parses
 * it and keeps it for /mail. ctx.faults.smtp: latencyMs delays MAIL FROM, failNext / errorRate
 * reject the transaction with 451.
 */
export async function startMailCatcher(ctx: SandboxContext): Promise<MailCatcher> {
  const caught: CaughtMessage[] = [];
  const waiters = new Set<{
    predicate: (m: CaughtMessage) => boolean;
    resolve: (m: CaughtMessage) => void;
  }>();
  let counter = 0;
  let server: SMTPServer | null = null;
  let port = ctx.config.smtpPort;

  const store = (message: CaughtMessage): void => {
    caught.unshift(message);
    caught.length = Math.min(caught.length, MAX_MESSAGES);
    for (const waiter of waiters) if (waiter.predicate(message)) waiter.resolve(message);
  };

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    done: (error?: Error) => void,
  ): void => {
    readAll(stream)
      .then((raw) => {
        if (stream.sizeExceeded)
          return done(Object.assign(new Error('552 message too big'), { responseCode: 552 }));
        counter += 1;
        store(toCaught(String(counter), raw, session));
        done();
      })
      .catch((error: Error) => done(error));
  };

  const createServer = (): SMTPServer =>
    new SMTPServer({
      name: 'sandbox-smtp.local',
      banner: 'SANDBOX SMTP catcher (nothing is delivered)',
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 25 * 1024 * 1024,
      closeTimeout: 100,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
      onMailFrom: (_address, _session, callback) => {
        const knobs = ctx.faults.smtp;
        void sleep(knobs.latencyMs).then(() =>
          callback(consumeFailure(ctx, 'smtp') ? tempFailure() : undefined),
        );
      },
      onData,
    });

  const listen = async (): Promise<void> => {
    const next = createServer();
    next.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, ctx.config.host, () => {
        next.server.off('error', reject);
        resolve();
      });
    });
    const address = next.server.address();
    port = typeof address === 'object' && address ? address.port : port;
    server = next;
  };

  const stop = async (): Promise<void> => {
    const current = server;
    server = null;
    if (!current) return;
    await new Promise<void>((resolve) => {
      for (const connection of current.connections) connection.close();
      current.close(() => resolve());
    });
  };

  await listen();

  return {
    get port() {
      return port;
    },
    messages: () => [...caught],
    message: (id) => caught.find((message) => message.id === id),
    clear: () => {
      caught.length = 0;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      const found = caught.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (message: CaughtMessage) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    isDown: () => server === null,
    async setDown(down) {
      if (down) await stop();
      else if (!server) await listen();
    },
    close: stop,
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toCaught(id: string, raw: Buffer, session: SMTPServerSession): CaughtMessage {
  const mail = parseMail(raw);
  const headers: Record<string, string> = {};
  for (const [name, values] of mail.headers) headers[name] = values.join('\n');
  const envelopeFrom = session.envelope.mailFrom;
  return {
    id,
    receivedAt: new Date().toISOString(),
    envelope: {
      from: envelopeFrom ? envelopeFrom.address : '',
      to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
    },
    subject: mail.subject,
    from: mail.from,
    to: mail.to,
    cc: mail.cc,
    date: mail.date,
    messageId: mail.messageId,
    ...(mail.text !== undefined ? { text: mail.text } : {}),
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    headers,
    attachments: mail.attachments.map((a, index) => ({
      index,
      filename: a.filename,
      contentType: a.contentType,
      ...(a.contentId ? { contentId: a.contentId } : {}),
      disposition: a.disposition,
      size: a.content.length,
      contentBase64: a.content.toString('base64'),
    })),
    size: raw.length,
  };
}

import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { scrubLogLine } from './log-scrub';
import { traceFields } from './trace-context';

/** Keys whose values never reach a log line, wherever they appear. */
export const REDACTED_KEYS = [
  'password',
  'apiKey',
  'api_key',
  'clientSecret',
  'client_secret',
  'token',
  'access_token',
  'hash',
  'sign',
  'authorization',
  'cookie',
  'merchant_auth',
  'secretKey',
  'webhookSecret',
  'signKey',
  'credentials',
];

/** The process's pino logger, injectable by this class token. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export abstract class AppLogger {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface AppLogger extends Logger {}

export function createLogger(options: {
  level: string;
  name: string;
  /** Where lines go (stdout unless given: tests read them). */
  destination?: pino.DestinationStream;
}): AppLogger {
  const settings: pino.LoggerOptions = {
    name: options.name,
    level: options.level,
    base: { pid: process.pid, role: options.name },
    timestamp: pino.stdTimeFunctions.isoTime,
    // the request, order, job or event this line is about (trace-context.ts)
    mixin: () => ({ ...traceFields() }),
    redact: {
      paths: [
        ...REDACTED_KEYS,
        ...REDACTED_KEYS.map((key) => `*.${key}`),
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    // Every written line passes the one string rule (tokens, cart ids, codes in URLs and bodies).
    hooks: { streamWrite: scrubLogLine },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/** Nest's own log calls (bootstrap, module init, exceptions) go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}

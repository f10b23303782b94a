import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MixedList, EntitySchema } from 'typeorm';
import { AppConfig, loadConfig } from './config/config';
import { useSecretsKey } from './crypto/sealed-column';
import { SecretBox } from './crypto/secret-box';
import { AppLogger, createLogger } from './logging/logger';
import { Outbox } from './outbox/outbox';
import { OutboxRelay } from './outbox/outbox-relay';
import { JobProducer } from './queue/job-producer';
import { RateLimiter } from './rate-limit/rate-limiter';
import { RealtimePublisher } from './realtime/realtime-publisher';

export interface CoreModuleOptions {
  role: 'api' | 'worker';
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  /** Run the outbox relay in this process (workers do; api instances do not). */
  relay: boolean;
  config?: AppConfig;
  logger?: AppLogger;
}

/** Configuration, logging, database, queues, outbox and realtime: what every process needs. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreModuleOptions): DynamicModule {
    const config = options.config ?? loadConfig();
    const logger = options.logger ?? createLogger({ level: config.logLevel, name: options.role });
    const secretBox = useSecretsKey(config.security.secretsKey);
    const providers: Provider[] = [
      { provide: AppConfig, useValue: config },
      { provide: SecretBox, useValue: secretBox },
      { provide: AppLogger, useValue: logger },
      { provide: ProcessRole, useValue: new ProcessRole(options.role) },
      JobProducer,
      RealtimePublisher,
      Outbox,
      RateLimiter,
    ];
    if (options.relay) providers.push(OutboxRelay);
    return {
      module: CoreModule,
      imports: [
        DiscoveryModule,
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.db.url,
          entities: options.entities,
          synchronize: false,
          migrationsRun: false,
          uuidExtension: 'pgcrypto',
          // who is who in pg_stat_activity (and in the bench's Postgres CPU by client)
          applicationName: `derleng-${options.role}`,
          // A connection that cannot be made in 5 s fails the request (503) instead of hanging it.
          extra: { max: config.db.poolSize, connectionTimeoutMillis: 5000 },
          logging: false,
        }),
      ],
      providers,
      exports: [
        DiscoveryModule,
        AppConfig,
        AppLogger,
        SecretBox,
        ProcessRole,
        JobProducer,
        RealtimePublisher,
        Outbox,
        RateLimiter,
        TypeOrmModule,
      ],
    };
  }
}

export class ProcessRole {
  constructor(readonly role: 'api' | 'worker') {}
}

import { DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from '@app/accounts';
import { AdminModule } from '@app/admin';
import { CartModule } from '@app/cart';
import { CatalogueModule } from '@app/catalogue';
import { AppConfig, AppLogger, CoreModule } from '@app/core';
import { ENTITIES } from '@app/db';
import { EsimsModule } from '@app/esims';
import { MonitoringModule } from '@app/monitoring';
import { NotificationsModule } from '@app/notifications';
import { PaymentsModule } from '@app/payments';
import { TelegramModule } from '@app/telegram';
import { JobRunner } from './job-runner';
import { Schedules } from './schedules';

/** The worker: every feature module, no HTTP; consumes the queues in WORKER_QUEUES. */
@Module({})
export class WorkerModule {
  static forRoot(options: { config?: AppConfig; logger?: AppLogger } = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot({ role: 'worker', entities: ENTITIES, relay: true, ...options }),
        MonitoringModule,
        NotificationsModule,
        AccountsModule,
        CatalogueModule,
        CartModule,
        PaymentsModule,
        EsimsModule,
        AdminModule,
        TelegramModule,
      ],
      providers: [JobRunner, Schedules],
    };
  }
}

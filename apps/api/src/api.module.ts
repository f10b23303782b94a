import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfig, AppLogger, CoreModule } from '@app/core';
import { ENTITIES } from '@app/db';
import { MonitoringModule } from '@app/monitoring';
import { NotificationsModule } from '@app/notifications';
import { GlobalExceptionFilter } from './common/global-exception.filter';
import { SpaFallback } from './common/spa-fallback';
import { HealthController } from './monitoring/health.controller';
import { Metrics } from './monitoring/metrics';
import { MetricsController } from './monitoring/metrics.controller';
import { SystemController } from './monitoring/system.controller';
import { ContactController } from './notifications/contact.controller';
import { RealtimeGateway } from './realtime/realtime.gateway';

/** HTTP and /ws transport over the feature modules; never runs queue workers. */
@Module({})
export class ApiModule {
  static forRoot(options: { config: AppConfig; logger: AppLogger }): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        CoreModule.forRoot({ role: 'api', entities: ENTITIES, relay: false, ...options }),
        MonitoringModule,
        NotificationsModule,
      ],
      controllers: [HealthController, SystemController, MetricsController, ContactController],
      providers: [
        Metrics,
        RealtimeGateway,
        {
          provide: SpaFallback,
          useValue: new SpaFallback(SpaFallback.locate(options.config.http.webDistDir)),
        },
        { provide: APP_FILTER, useClass: GlobalExceptionFilter },
      ],
    };
  }
}

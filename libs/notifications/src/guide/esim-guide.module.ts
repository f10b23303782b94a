import { DynamicModule, Module, ModuleMetadata, Type } from '@nestjs/common';
import { NotificationsModule } from '../notifications.module';
import { EsimGuideSource } from './esim-guide-source';
import { EsimGuideService } from './esim-guide.service';
import { EsimInstructionsService } from './esim-instructions.service';

/**
 * The guide download and the instructions email, over an EsimGuideSource that the orders side
 * provides: `EsimGuideModule.register({ imports: [OrdersModule], source: OrdersGuideSource })`.
 */
@Module({})
export class EsimGuideModule {
  static register(options: {
    imports?: ModuleMetadata['imports'];
    source: Type<EsimGuideSource>;
  }): DynamicModule {
    return {
      module: EsimGuideModule,
      imports: [NotificationsModule, ...(options.imports ?? [])],
      providers: [
        { provide: EsimGuideSource, useClass: options.source },
        EsimGuideService,
        EsimInstructionsService,
      ],
      exports: [EsimGuideService, EsimInstructionsService],
    };
  }
}

import { Module } from '@nestjs/common';
import { AuditModule } from '@app/audit';
import { ProviderSettings } from './provider-settings.service';

/** The provider-settings service every provider client reads through (api and workers). */
@Module({ imports: [AuditModule], providers: [ProviderSettings], exports: [ProviderSettings, AuditModule] })
export class ProviderSettingsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProviderSettingsModule } from '@app/provider-settings';
import { HeartbeatService } from './heartbeat.service';
import { ProcessHeartbeat } from './process-heartbeat.entity';
import { Probes } from './probes';
import { SystemCheck } from './system-check.entity';
import { SystemCheckJobs } from './system-check.jobs';
import { SystemCheckService } from './system-check.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProcessHeartbeat, SystemCheck]), ProviderSettingsModule],
  providers: [HeartbeatService, Probes, SystemCheckService, SystemCheckJobs],
  exports: [HeartbeatService, Probes, SystemCheckService],
})
export class MonitoringModule {}

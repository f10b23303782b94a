export * from './heartbeat.service';
export * from './monitoring.module';
export * from './probes';
export * from './process-heartbeat.entity';
export * from './system-check.entity';
export * from './system-check.service';

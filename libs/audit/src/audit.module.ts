import { Module } from '@nestjs/common';
import { AdminAudit } from './admin-audit';
import { AuditLog } from './audit-log';

/** The append-only audit log of admin changes and customers' security events (docs/admin.md "Audit"). */
@Module({ providers: [AdminAudit, AuditLog], exports: [AdminAudit, AuditLog] })
export class AuditModule {}

import { Module, type DynamicModule } from '@nestjs/common';
import { AUDIT_OPTIONS, type AuditOptions } from './audit-options.js';
import { AuditRecorder } from './audit-recorder.js';
import { AuditLogHandlers } from './audit-log.handlers.js';
import { AuditQueryService } from './audit-query.service.js';
import { EntityLabels } from './entity-labels.js';

@Module({})
export class AuditLogModule {
  static forRoot(options: AuditOptions): DynamicModule {
    return {
      module: AuditLogModule,
      controllers: [AuditLogHandlers],
      providers: [{ provide: AUDIT_OPTIONS, useValue: options }, AuditRecorder, AuditQueryService, EntityLabels],
    };
  }
}

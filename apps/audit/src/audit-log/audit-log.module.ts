import { Module, type DynamicModule } from '@nestjs/common';
import { AUDIT_OPTIONS, type AuditOptions } from './audit-options.js';
import { AuditRecorder } from './audit-recorder.js';

@Module({})
export class AuditLogModule {
  static forRoot(options: AuditOptions): DynamicModule {
    return {
      module: AuditLogModule,
      providers: [{ provide: AUDIT_OPTIONS, useValue: options }, AuditRecorder],
    };
  }
}

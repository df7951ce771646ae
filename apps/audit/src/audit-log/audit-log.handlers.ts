import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Subjects, auditLogQuerySchema, parseInput, type AuditPage } from '@warroom/contracts';
import { AuditQueryService } from './audit-query.service.js';

@Controller()
export class AuditLogHandlers {
  constructor(private readonly queries: AuditQueryService) {}

  @MessagePattern(Subjects.audit.listEntries)
  list(@Payload() data: unknown): Promise<AuditPage> {
    return this.queries.list(parseInput(auditLogQuerySchema, data));
  }
}

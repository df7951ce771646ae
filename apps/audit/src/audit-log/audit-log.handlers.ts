import { Controller } from '@nestjs/common';
import { auditOps, type AuditPage, type OperationInput } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { AuditQueryService } from './audit-query.service.js';

@Controller()
export class AuditLogHandlers {
  constructor(private readonly queries: AuditQueryService) {}

  @Handles(auditOps.list)
  list(input: OperationInput<typeof auditOps.list>): Promise<AuditPage> {
    return this.queries.list(input.query);
  }
}

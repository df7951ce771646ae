import { Controller } from '@nestjs/common';
import { auditOps, type AuditPage, type OperationInput } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { AuditQueryService } from './audit-query.service.js';
import { EntityLabels } from './entity-labels.js';

@Controller()
export class AuditLogHandlers {
  constructor(
    private readonly queries: AuditQueryService,
    private readonly labels: EntityLabels,
  ) {}

  /** A page of the log with the names of its entities and actors as they are now. */
  @Handles(auditOps.list)
  async list(input: OperationInput<typeof auditOps.list>): Promise<AuditPage> {
    const page = await this.queries.list(input.query);
    return { ...page, items: await this.labels.name(page.items) };
  }
}

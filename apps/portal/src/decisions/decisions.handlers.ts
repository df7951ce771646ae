import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  byIdRequestSchema,
  createDecisionRequestSchema,
  deleteRequestSchema,
  exportChunkRequestSchema,
  listDecisionsRequestSchema,
  parseInput,
  updateDecisionRequestSchema,
  type Decision,
  type DecisionSummary,
  type ExportChunk,
  type Page,
} from '@warroom/contracts';
import { AdrExportService } from './adr-export.service.js';
import { DecisionsService } from './decisions.service.js';

/** The decision subjects; each payload is parsed at this edge. */
@Controller()
export class DecisionsHandlers {
  constructor(
    private readonly decisions: DecisionsService,
    private readonly adrExport: AdrExportService,
  ) {}

  @MessagePattern(Subjects.portal.listDecisions)
  list(@Payload() data: unknown): Promise<Page<DecisionSummary>> {
    return this.decisions.list(parseInput(listDecisionsRequestSchema, data).query);
  }

  @MessagePattern(Subjects.portal.getDecision)
  get(@Payload() data: unknown): Promise<Decision> {
    return this.decisions.get(parseInput(byIdRequestSchema, data).id);
  }

  @MessagePattern(Subjects.portal.createDecision)
  create(@Payload() data: unknown): Promise<Decision> {
    return this.decisions.create(parseInput(createDecisionRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.updateDecision)
  update(@Payload() data: unknown): Promise<Decision> {
    return this.decisions.update(parseInput(updateDecisionRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.deleteDecision)
  delete(@Payload() data: unknown): Promise<Decision> {
    return this.decisions.delete(parseInput(deleteRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.exportDecisions)
  export(@Payload() data: unknown): Promise<ExportChunk> {
    return this.adrExport.chunk(parseInput(exportChunkRequestSchema, data));
  }
}

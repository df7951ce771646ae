import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  byIdRequestSchema,
  createDecisionRequestSchema,
  deleteRequestSchema,
  parseInput,
  updateDecisionRequestSchema,
  type Decision,
  type ExportFile,
} from '@warroom/contracts';
import { DecisionsService } from './decisions.service.js';

/** The decision subjects; each payload is parsed at this edge. */
@Controller()
export class DecisionsHandlers {
  constructor(private readonly decisions: DecisionsService) {}

  @MessagePattern(Subjects.portal.listDecisions)
  list(): Promise<Decision[]> {
    return this.decisions.list();
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
  export(): Promise<ExportFile> {
    return this.decisions.export();
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  byIdRequestSchema,
  createKeyResultRequestSchema,
  createObjectiveRequestSchema,
  deleteRequestSchema,
  pageRequestSchema,
  parseInput,
  type Page,
  updateKeyResultRequestSchema,
  updateObjectiveRequestSchema,
  type KeyResultDetail,
  type Objective,
  type ObjectiveDetail,
} from '@warroom/contracts';
import { KeyResultsService } from './key-results.service.js';
import { OkrService } from './okr.service.js';

/** The OKR subjects; each payload is parsed at this edge. */
@Controller()
export class OkrHandlers {
  constructor(
    private readonly okr: OkrService,
    private readonly keyResults: KeyResultsService,
  ) {}

  @MessagePattern(Subjects.portal.listObjectives)
  list(@Payload() data: unknown): Promise<Page<Objective>> {
    return this.okr.list(parseInput(pageRequestSchema, data).page);
  }

  @MessagePattern(Subjects.portal.getObjective)
  get(@Payload() data: unknown): Promise<ObjectiveDetail> {
    return this.okr.get(parseInput(byIdRequestSchema, data).id);
  }

  @MessagePattern(Subjects.portal.createObjective)
  create(@Payload() data: unknown): Promise<ObjectiveDetail> {
    return this.okr.create(parseInput(createObjectiveRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.updateObjective)
  update(@Payload() data: unknown): Promise<ObjectiveDetail> {
    return this.okr.update(parseInput(updateObjectiveRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.deleteObjective)
  delete(@Payload() data: unknown): Promise<ObjectiveDetail> {
    return this.okr.delete(parseInput(deleteRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.createKeyResult)
  createKeyResult(@Payload() data: unknown): Promise<KeyResultDetail> {
    return this.keyResults.create(parseInput(createKeyResultRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.updateKeyResult)
  updateKeyResult(@Payload() data: unknown): Promise<KeyResultDetail> {
    return this.keyResults.update(parseInput(updateKeyResultRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.deleteKeyResult)
  deleteKeyResult(@Payload() data: unknown): Promise<KeyResultDetail> {
    return this.keyResults.delete(parseInput(deleteRequestSchema, data));
  }
}

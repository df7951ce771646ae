import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  byIdRequestSchema,
  createKeyResultRequestSchema,
  createObjectiveRequestSchema,
  deleteRequestSchema,
  parseInput,
  updateKeyResultRequestSchema,
  updateObjectiveRequestSchema,
  type KeyResultDetail,
  type Objective,
  type ObjectiveDetail,
} from '@warroom/contracts';
import { OkrService } from './okr.service.js';

/** The OKR subjects; each payload is parsed at this edge. */
@Controller()
export class OkrHandlers {
  constructor(private readonly okr: OkrService) {}

  @MessagePattern(Subjects.portal.listObjectives)
  list(): Promise<Objective[]> {
    return this.okr.list();
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
    return this.okr.createKeyResult(parseInput(createKeyResultRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.updateKeyResult)
  updateKeyResult(@Payload() data: unknown): Promise<KeyResultDetail> {
    return this.okr.updateKeyResult(parseInput(updateKeyResultRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.deleteKeyResult)
  deleteKeyResult(@Payload() data: unknown): Promise<KeyResultDetail> {
    return this.okr.deleteKeyResult(parseInput(deleteRequestSchema, data));
  }
}

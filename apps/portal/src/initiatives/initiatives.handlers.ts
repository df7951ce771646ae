import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Subjects,
  byIdRequestSchema,
  createInitiativeRequestSchema,
  deleteRequestSchema,
  pageRequestSchema,
  parseInput,
  type Page,
  updateInitiativeRequestSchema,
  type Initiative,
} from '@warroom/contracts';
import { InitiativesService } from './initiatives.service.js';

/** The initiative subjects; each payload is parsed at this edge. */
@Controller()
export class InitiativesHandlers {
  constructor(private readonly initiatives: InitiativesService) {}

  @MessagePattern(Subjects.portal.listInitiatives)
  list(@Payload() data: unknown): Promise<Page<Initiative>> {
    return this.initiatives.list(parseInput(pageRequestSchema, data).page);
  }

  @MessagePattern(Subjects.portal.getInitiative)
  get(@Payload() data: unknown): Promise<Initiative> {
    return this.initiatives.get(parseInput(byIdRequestSchema, data).id);
  }

  @MessagePattern(Subjects.portal.createInitiative)
  create(@Payload() data: unknown): Promise<Initiative> {
    return this.initiatives.create(parseInput(createInitiativeRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.updateInitiative)
  update(@Payload() data: unknown): Promise<Initiative> {
    return this.initiatives.update(parseInput(updateInitiativeRequestSchema, data));
  }

  @MessagePattern(Subjects.portal.deleteInitiative)
  delete(@Payload() data: unknown): Promise<Initiative> {
    return this.initiatives.delete(parseInput(deleteRequestSchema, data));
  }
}

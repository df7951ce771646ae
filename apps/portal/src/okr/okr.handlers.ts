import { Controller } from '@nestjs/common';
import { okrOps, type OperationInput, type OperationReply } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { KeyResultsService } from './key-results.service.js';
import { OkrService } from './okr.service.js';

type Objectives = typeof okrOps.objectives;
type In<K extends keyof Objectives> = OperationInput<Objectives[K]>;
type Out<K extends keyof Objectives> = Promise<OperationReply<Objectives[K]>>;
type KeyResultIn<K extends Exclude<keyof typeof okrOps, 'objectives'>> = OperationInput<(typeof okrOps)[K]>;
type KeyResultOut<K extends Exclude<keyof typeof okrOps, 'objectives'>> = Promise<OperationReply<(typeof okrOps)[K]>>;

/** The OKR operations: objectives and their key results. */
@Controller()
export class OkrHandlers {
  constructor(
    private readonly okr: OkrService,
    private readonly keyResults: KeyResultsService,
  ) {}

  @Handles(okrOps.objectives.list)
  list(input: In<'list'>): Out<'list'> {
    return this.okr.list(input.query);
  }

  @Handles(okrOps.objectives.get)
  get(input: In<'get'>): Out<'get'> {
    return this.okr.get(input.params.id);
  }

  @Handles(okrOps.objectives.create)
  create(input: In<'create'>): Out<'create'> {
    return this.okr.create(input);
  }

  @Handles(okrOps.objectives.update)
  update(input: In<'update'>): Out<'update'> {
    return this.okr.update(input);
  }

  @Handles(okrOps.objectives.delete)
  delete(input: In<'delete'>): Out<'delete'> {
    return this.okr.delete(input);
  }

  @Handles(okrOps.createKeyResult)
  createKeyResult(input: KeyResultIn<'createKeyResult'>): KeyResultOut<'createKeyResult'> {
    return this.keyResults.create(input);
  }

  @Handles(okrOps.updateKeyResult)
  updateKeyResult(input: KeyResultIn<'updateKeyResult'>): KeyResultOut<'updateKeyResult'> {
    return this.keyResults.update(input);
  }

  @Handles(okrOps.deleteKeyResult)
  deleteKeyResult(input: KeyResultIn<'deleteKeyResult'>): KeyResultOut<'deleteKeyResult'> {
    return this.keyResults.delete(input);
  }
}

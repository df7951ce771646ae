import { Controller } from '@nestjs/common';
import { decisionOps, type OperationInput, type OperationReply } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';
import { AdrExportService } from './adr-export.service.js';
import { DecisionsService } from './decisions.service.js';

type Ops = typeof decisionOps;
type In<K extends keyof Ops> = OperationInput<Ops[K]>;
type Out<K extends keyof Ops> = Promise<OperationReply<Ops[K]>>;

/** The decision operations. */
@Controller()
export class DecisionsHandlers {
  constructor(
    private readonly decisions: DecisionsService,
    private readonly adrExport: AdrExportService,
  ) {}

  @Handles(decisionOps.list)
  list(input: In<'list'>): Out<'list'> {
    return this.decisions.list(input.query);
  }

  @Handles(decisionOps.get)
  get(input: In<'get'>): Out<'get'> {
    return this.decisions.get(input.params.id);
  }

  @Handles(decisionOps.create)
  create(input: In<'create'>): Out<'create'> {
    return this.decisions.create(input);
  }

  @Handles(decisionOps.update)
  update(input: In<'update'>): Out<'update'> {
    return this.decisions.update(input);
  }

  @Handles(decisionOps.delete)
  delete(input: In<'delete'>): Out<'delete'> {
    return this.decisions.delete(input);
  }

  @Handles(decisionOps.export)
  export(input: In<'export'>): Out<'export'> {
    return this.adrExport.chunk(input.body);
  }
}

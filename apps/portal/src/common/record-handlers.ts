import { Controller, Inject, type Type } from '@nestjs/common';
import type { OperationInput, OperationReply, recordOperations } from '@warroom/contracts';
import { Handles } from '@warroom/microservice';

type RecordOps = ReturnType<typeof recordOperations>;
type Verb = keyof RecordOps;
type In<V extends Verb> = OperationInput<RecordOps[V]>;
type Out<V extends Verb> = Promise<OperationReply<RecordOps[V]>>;

/** What answers a record kind's operations: its `RecordService`. */
type Records = { [V in Verb]: (input: never) => Promise<unknown> };

/**
 * The NATS handlers of a plain record kind: its five declared operations, each answered by
 * the kind's `RecordService` (whose own signatures hold the kind's types).
 */
export function recordHandlers(operations: RecordOps, service: Type<Records>): Type {
  @Controller()
  class RecordHandlers {
    constructor(@Inject(service) private readonly records: Records) {}

    @Handles(operations.list)
    list(input: In<'list'>): Out<'list'> {
      return this.records.list(input as never) as Out<'list'>;
    }

    @Handles(operations.get)
    get(input: In<'get'>): Out<'get'> {
      return this.records.get(input as never) as Out<'get'>;
    }

    @Handles(operations.create)
    create(input: In<'create'>): Out<'create'> {
      return this.records.create(input as never) as Out<'create'>;
    }

    @Handles(operations.update)
    update(input: In<'update'>): Out<'update'> {
      return this.records.update(input as never) as Out<'update'>;
    }

    @Handles(operations.delete)
    delete(input: In<'delete'>): Out<'delete'> {
      return this.records.delete(input as never) as Out<'delete'>;
    }
  }
  return RecordHandlers;
}

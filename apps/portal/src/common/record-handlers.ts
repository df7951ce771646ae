import type { Type } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { recordOperations } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';
import { RecordService, type RecordKind, type RecordTypes } from './record-kind.js';

type RecordOps = ReturnType<typeof recordOperations>;

/**
 * The NATS handlers of a record kind: its five declared operations, each answered by a
 * `RecordService` of the kind (whose own signatures hold the kind's types).
 */
export function recordHandlers<T extends RecordTypes>(operations: RecordOps, kind: RecordKind<T>): Type {
  return operationHandlers(operations, [EntityManager], (em) => {
    const records = new RecordService(em, kind);
    return {
      list: (input) => records.list(input as never) as never,
      get: (input) => records.get(input as never) as never,
      create: (input) => records.create(input as never) as never,
      update: (input) => records.update(input as never) as never,
      delete: (input) => records.delete(input as never) as never,
    };
  });
}

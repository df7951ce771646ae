import type { Type } from '@nestjs/common';
import type { recordOperations } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';

type RecordOps = ReturnType<typeof recordOperations>;

/** What answers a record kind's operations: its `RecordService`. */
type Records = { [V in keyof RecordOps]: (input: never) => Promise<unknown> };

/**
 * The NATS handlers of a record kind: its five declared operations, each answered by the
 * kind's `RecordService` (whose own signatures hold the kind's types).
 */
export function recordHandlers(operations: RecordOps, service: Type<Records>): Type {
  return operationHandlers(operations, [service], (records) => ({
    list: (input) => records.list(input as never) as never,
    get: (input) => records.get(input as never) as never,
    create: (input) => records.create(input as never) as never,
    update: (input) => records.update(input as never) as never,
    delete: (input) => records.delete(input as never) as never,
  }));
}

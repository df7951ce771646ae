import { Controller, Inject, type Type } from '@nestjs/common';
import type { Operation, OperationInput, OperationReply } from '@warroom/contracts';
import { Handles } from './handles.decorator.js';

type Operations = Readonly<Record<string, Operation>>;

/** What answers each operation of a group: its input as declared, its reply as declared. */
export type Implementation<Ops extends Operations> = {
  [K in keyof Ops]: (input: OperationInput<Ops[K]>) => Promise<OperationReply<Ops[K]>>;
};

type Instances<Deps extends readonly Type[]> = { [I in keyof Deps]: InstanceType<Deps[I]> };

/**
 * The NATS handlers of a group of declared operations, as one map from each operation's name
 * to what answers it, given the providers it needs:
 *
 *     operationHandlers(applicationOps, [IntakeService], (intake) => ({
 *       submit: (input) => intake.submit(input.body),
 *       …
 *     }))
 *
 * Each entry is registered with `@Handles` (its subject, its input parsed against the
 * declaration), and the compiler holds the map to every operation of the group, no more.
 */
export function operationHandlers<Ops extends Operations, const Deps extends readonly Type[]>(
  operations: Ops,
  dependencies: Deps,
  implement: (...providers: Instances<Deps>) => Implementation<Ops>,
): Type {
  class OperationHandlers {
    readonly implementation: Implementation<Ops>;

    constructor(...providers: Instances<Deps>) {
      this.implementation = implement(...providers);
    }
  }
  dependencies.forEach((dependency, index) => Inject(dependency)(OperationHandlers, undefined, index));
  for (const [name, operation] of Object.entries(operations)) {
    // The payload reaching here is parsed against the operation's request by `@Handles`.
    const answer = function (this: OperationHandlers, input: unknown) {
      return this.implementation[name]?.(input as never) ?? Promise.reject(new Error(`No handler for ${name}`));
    };
    Object.defineProperty(answer, 'name', { value: name });
    const descriptor = { value: answer, writable: true, configurable: true };
    Handles(operation)(OperationHandlers.prototype, name, descriptor);
    Object.defineProperty(OperationHandlers.prototype, name, descriptor);
  }
  Controller()(OperationHandlers);
  return OperationHandlers;
}

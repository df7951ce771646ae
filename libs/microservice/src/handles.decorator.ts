import { applyDecorators, SetMetadata } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  parseInput,
  type Operation,
  type OperationInput,
  type OperationReply,
  type OperationSpec,
} from '@warroom/contracts';

export const OPERATION_METADATA = 'warroom:operation';

type Handler<S extends OperationSpec> = (input: OperationInput<S>) => Promise<OperationReply<S>>;

/**
 * Registers a method as the handler of an operation declared in `@warroom/contracts`: it
 * answers the operation's subject and receives the payload parsed against the operation's
 * request schema (bad input is a 400), and the compiler holds its signature to the
 * declaration's input and reply.
 */
export function Handles<S extends OperationSpec>(operation: Operation<S>) {
  return (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<Handler<S>>): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@Handles(${operation.id}) must decorate a method`);
    const parsed = function (this: unknown, payload: unknown): Promise<OperationReply<S>> {
      return handler.call(this, parseInput(operation.request, payload));
    };
    Object.defineProperty(parsed, 'name', { value: handler.name });
    descriptor.value = parsed;
    applyDecorators(MessagePattern(operation.subject), SetMetadata(OPERATION_METADATA, operation))(
      target,
      key,
      descriptor,
    );
  };
}

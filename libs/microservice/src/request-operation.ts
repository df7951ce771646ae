import type { NatsConnection } from '@nats-io/transport-node';
import {
  REQUEST_ID_HEADER,
  type Operation,
  type OperationInput,
  type OperationReply,
  type OperationSpec,
} from '@warroom/contracts';
import { requestOverNats } from '@warroom/nats';
import { currentRequestId } from '@warroom/observability';

/**
 * One service asking another (not through the gateway): an operation declared in
 * `@warroom/contracts`, sent over NATS request/reply (requestOverNats), the reply parsed
 * against the declaration. A failure is the DomainError the other service raised, or 503 when
 * it did not answer.
 */
export async function requestOperation<S extends OperationSpec>(
  nc: NatsConnection,
  operation: Operation<S>,
  input: OperationInput<S>,
  timeoutMs = 5_000,
): Promise<OperationReply<S>> {
  const response = await requestOverNats(nc, operation.service, operation.subject, input, {
    headers: { [REQUEST_ID_HEADER]: currentRequestId() ?? undefined },
    timeoutMs,
  });
  // Parsed against the declared reply, which is what OperationReply<S> names.
  return operation.reply.parse(response) as OperationReply<S>;
}

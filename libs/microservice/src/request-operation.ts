import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import {
  DomainError,
  ErrorCode,
  REQUEST_ID_HEADER,
  rpcErrorSchema,
  type Operation,
  type OperationInput,
  type OperationReply,
  type OperationSpec,
} from '@warroom/contracts';
import { currentRequestId } from '@warroom/observability';

/**
 * One service asking another (not through the gateway): an operation declared in
 * `@warroom/contracts`, sent over NATS request/reply in the envelope the Nest transport
 * answers, the reply parsed against the declaration. A failure is the DomainError the other
 * service raised, or 503 when it did not answer.
 */
export async function requestOperation<S extends OperationSpec>(
  nc: NatsConnection,
  operation: Operation<S>,
  input: OperationInput<S>,
  timeoutMs = 5_000,
): Promise<OperationReply<S>> {
  const headers = natsHeaders();
  const requestId = currentRequestId();
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  let answer: { err?: unknown; response?: unknown };
  try {
    const message = await nc.request(
      operation.subject,
      JSON.stringify({ pattern: operation.subject, data: input, id: randomUUID() }),
      { timeout: timeoutMs, headers },
    );
    answer = message.json<{ err?: unknown; response?: unknown }>();
  } catch {
    throw new DomainError(ErrorCode.Unavailable, `The ${operation.service} service did not answer`);
  }
  if (answer.err !== undefined && answer.err !== null) {
    const rpc = rpcErrorSchema.safeParse(answer.err);
    if (!rpc.success) throw new DomainError(ErrorCode.Unavailable, `The ${operation.service} service failed`);
    const { code, message, ...details } = rpc.data;
    throw new DomainError(code, message, details);
  }
  // Parsed against the declared reply, which is what OperationReply<S> names.
  return operation.reply.parse(answer.response) as OperationReply<S>;
}

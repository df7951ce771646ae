import { DomainError, ErrorCode, type Operation } from '@warroom/contracts';
import type { GatewayRequest } from '../access/operation-input.js';

const CLIENT_KEY = /^[\x21-\x7e]{1,200}$/;
export const BAD_IDEMPOTENCY_KEY = 'Idempotency-Key must be 1 to 200 printable characters';

/**
 * The idempotency key of a write: the client's `Idempotency-Key` (so that a client that lost
 * the answer can send the request again and get what it did), scoped to who sends it and to
 * the operation; without one, the gateway uses the request id for its own repeat.
 */
export function idempotencyKeyOf(operation: Operation, request: GatewayRequest): string | undefined {
  if (operation.delivery !== 'write') return undefined;
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (!CLIENT_KEY.test(key)) throw new DomainError(ErrorCode.BadInput, BAD_IDEMPOTENCY_KEY);
  return `${request.user?.id ?? request.ip}:${operation.id}:${key}`;
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ClientProxy, NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { DomainError, ErrorCode, REQUEST_ID_HEADER, rpcErrorSchema, type ServiceName } from '@warroom/contracts';
import { currentRequestId } from '@warroom/observability';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../platform/gateway-options.js';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

export type RequestOptions = {
  /** A read that may be sent again: retried once on a timeout or when nobody answered. */
  idempotent?: boolean;
  timeoutMs?: number;
};

export type NatsStatus = 'connected' | 'disconnected' | 'reconnecting';

/**
 * The gateway's only way to reach a service: NATS request/reply through the service's
 * queue group, with the request id in a header, a deadline, and every failure turned
 * into a DomainError the HTTP layer knows how to answer.
 */
@Injectable()
export class ServiceClient implements OnApplicationBootstrap, OnModuleDestroy {
  private natsStatus: NatsStatus = 'disconnected';

  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.client.status.subscribe((status) => {
      this.natsStatus =
        status === 'connected' ? 'connected' : status === 'reconnecting' ? 'reconnecting' : 'disconnected';
    });
    await this.client.connect();
    this.natsStatus = 'connected';
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }

  get status(): NatsStatus {
    return this.natsStatus;
  }

  async request<T>(service: ServiceName, subject: string, data: unknown, options: RequestOptions = {}): Promise<T> {
    try {
      return await this.send<T>(service, subject, data, options);
    } catch (error) {
      if (options.idempotent && error instanceof DomainError && error.code === ErrorCode.Unavailable) {
        return this.send<T>(service, subject, data, options);
      }
      throw error;
    }
  }

  private async send<T>(service: ServiceName, subject: string, data: unknown, options: RequestOptions): Promise<T> {
    const headers = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    const record = new NatsRecordBuilder(data).setHeaders(headers).build();
    try {
      return await firstValueFrom(
        this.client.send<T>(subject, record).pipe(timeout(options.timeoutMs ?? this.options.requestTimeoutMs)),
      );
    } catch (error) {
      throw toDomainError(service, error);
    }
  }
}

function toDomainError(service: ServiceName, error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const rpc = rpcErrorSchema.safeParse(error);
  if (rpc.success) {
    const { code, message, ...details } = rpc.data;
    return new DomainError(code, message, details);
  }
  if (error instanceof TimeoutError) {
    return new DomainError(ErrorCode.Unavailable, `The ${service} service did not answer in time`);
  }
  return new DomainError(ErrorCode.Unavailable, `The ${service} service is unavailable`);
}

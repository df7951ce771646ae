import { connect, type NatsConnection } from '@nats-io/transport-node';

/**
 * A NATS connection that keeps trying to reconnect for as long as the process lives:
 * a NATS restart must never need a service restart.
 */
export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    pingInterval: 5_000,
    maxPingOut: 2,
  });
}

/** NATS options for a Nest microservice server or client with the same reconnect policy. */
export function natsTransportOptions(url: string, name: string) {
  return {
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    pingInterval: 5_000,
    maxPingOut: 2,
  };
}

import { connect, type NatsConnection } from '@nats-io/transport-node';
import { NATS_MAX_PAYLOAD_BYTES } from '@warroom/contracts';

/**
 * A NATS connection that keeps trying to reconnect for as long as the process lives:
 * a NATS restart must never need a service restart.
 */
export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  const nc = await connect(natsTransportOptions(url, name));
  assertMessageCeiling(nc.info?.max_payload);
  return nc;
}

/**
 * Refuses to run against a NATS server whose message ceiling is below the one the
 * answers are bounded by (issue 14: with the 1 MB default, large answers were lost).
 */
export function assertMessageCeiling(maxPayload: number | undefined): void {
  if (maxPayload !== undefined && maxPayload < NATS_MAX_PAYLOAD_BYTES) {
    throw new Error(
      `NATS takes messages of at most ${maxPayload} bytes; War Room needs ${NATS_MAX_PAYLOAD_BYTES} ` +
        `(start nats-server with "max_payload: ${NATS_MAX_PAYLOAD_BYTES}" in its config, see docs/operations.md)`,
    );
  }
}

/** Connection options with that reconnect policy, for raw connections and Nest's NATS transport alike. */
export function natsTransportOptions(url: string, name: string) {
  return {
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    pingInterval: 5_000,
    maxPingOut: 2,
    // No Error (a stack trace) made up front for every request: the gateway's hottest code
    // under load, and our errors carry request ids instead.
    noAsyncTraces: true,
  };
}

/** Follows a connection's status events, to answer "is NATS up" for health probes. */
export function watchConnection(nc: NatsConnection): { connected: () => boolean } {
  let connected = true;
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnecting') connected = false;
      if (status.type === 'reconnect') connected = true;
    }
  })();
  return { connected: () => connected && !nc.isClosed() };
}

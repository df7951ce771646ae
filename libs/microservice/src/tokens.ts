/** Injection tokens the service runtime provides to every service module. */
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');
export const SERVICE_METRICS = Symbol('SERVICE_METRICS');
export const SERVICE_IDENTITY = Symbol('SERVICE_IDENTITY');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

export type ServiceIdentity = { name: string; instance: string };

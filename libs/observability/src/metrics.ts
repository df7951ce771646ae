import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type ServiceMetrics = {
  registry: Registry;
  handled: Counter<'subject' | 'outcome'>;
  duration: Histogram<'subject'>;
};

/** One Prometheus registry per process, with Node's default metrics and RPC timings. */
export function createMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const handled = new Counter({
    name: 'warroom_requests_total',
    help: 'Requests handled, by subject or route and outcome',
    labelNames: ['subject', 'outcome'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'warroom_request_duration_seconds',
    help: 'Time to answer a request, by subject or route',
    labelNames: ['subject'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return { registry, handled, duration };
}

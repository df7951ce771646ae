import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export type ProbeChecks = () => Promise<Record<string, boolean>>;

/**
 * The small HTTP server orchestrators probe: GET /health (200 when every check
 * passes, else 503, with each check named) and GET /metrics (Prometheus).
 */
export async function startProbeServer(options: {
  host: string;
  port: number;
  checks: ProbeChecks;
  registry: Registry;
}): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') {
      res.writeHead(405).end();
      return;
    }
    if (path === '/health') {
      void options.checks().then(
        (checks) => {
          const ok = Object.values(checks).every(Boolean);
          const body = Object.fromEntries(Object.entries(checks).map(([k, v]) => [k, v ? 'up' : 'down']));
          res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable', checks: body }));
        },
        () => res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"unavailable"}'),
      );
      return;
    }
    if (path === '/metrics') {
      void options.registry.metrics().then((text) => {
        res.writeHead(200, { 'content-type': options.registry.contentType });
        res.end(text);
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return { server, port: (server.address() as AddressInfo).port };
}

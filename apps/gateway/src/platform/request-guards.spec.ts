import { connect, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { DomainError, httpStatusOf } from '@warroom/contracts';
import { refuseWhileClosing } from './request-guards.js';

/** A bare Fastify with the guard and an error handler that answers as the gateway's ErrorFilter does. */
function server(): FastifyInstance {
  const app = Fastify({ return503OnClosing: false });
  refuseWhileClosing(app);
  app.setErrorHandler((error, _request, reply) => {
    const statusCode = error instanceof DomainError ? httpStatusOf(error.code) : 500;
    void reply.status(statusCode).send({ statusCode, message: error instanceof Error ? error.message : 'failed' });
  });
  return app;
}

describe('refuseWhileClosing', () => {
  it('answers a request that arrives on an open connection during close with 503 in the product body', async () => {
    const app = server();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = (): void => undefined;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await held;
      return { ok: true };
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await arrived;

    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    while (!received.includes('{"ok":true}')) await new Promise((resolve) => setTimeout(resolve, 10));
    socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    await ended;
    await closed;

    const second = received.slice(received.indexOf('{"ok":true}') + '{"ok":true}'.length);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 503,
      message: 'The server is shutting down; try again',
    });
  });

  it('lets requests through while the server is open', async () => {
    const app = server();
    app.get('/fast', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/fast' });
    expect(response.statusCode).toBe(200);
    await app.close();
  });
});

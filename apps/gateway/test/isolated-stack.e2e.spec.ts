import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { gatewayOps, identityOps, serviceHealthSchema, Subjects } from '@warroom/contracts';
import { api, bodyOf, session, startWarroomStack, type WarroomTestStack } from '@warroom/testing';
import { z } from 'zod';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support.js';

/**
 * Tests that need a stack of their own: two replicas of a service, and changes to
 * the default admin that would disturb the shared stack.
 */
describe('a stack of its own', () => {
  let stack: WarroomTestStack;
  let nc: NatsConnection;
  let baseUrl: string;

  beforeAll(async () => {
    stack = await startWarroomStack({ replicas: { portal: 2 }, logLevel: 'warn' });
    baseUrl = stack.env.WARROOM_URL;
    nc = await connect({ servers: stack.env.WARROOM_NATS_URL });
  }, 180_000);

  afterAll(async () => {
    await nc?.close();
    await stack?.stop();
  }, 60_000);

  it('answers /api/health with every part up: gateway -> NATS -> each service -> PostgreSQL and back', async () => {
    const health = await api('/api/health', { baseUrl });
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      status: 'ok',
      checks: {
        gateway: 'up',
        identity: 'up',
        portal: 'up',
        applications: 'up',
        audit: 'up',
        postgres: 'up',
        nats: 'up',
      },
      down: [],
    });
  });

  it('shares requests between two replicas of a service through the queue group', async () => {
    const instances = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const subject = Subjects.portal.health;
      const reply = await nc.request(subject, JSON.stringify({ pattern: subject, data: {}, id: randomUUID() }), {
        timeout: 2_000,
      });
      const { response } = z.object({ response: serviceHealthSchema }).parse(reply.json());
      instances.add(response.instance);
    }
    expect(instances.size).toBe(2);
  });

  it('protects the last active admin from demotion and deactivation (409)', async () => {
    const admin = session(baseUrl);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const me = bodyOf(await admin.get('/api/auth/me'), gatewayOps.me.reply);
    const demote = await admin.patch(`/api/admin/users/${me.id}`, { role: 'CTO' });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ statusCode: 409, message: 'The last active admin cannot be demoted or deactivated' });
    expect((await admin.patch(`/api/admin/users/${me.id}`, { active: false })).status).toBe(409);

    // With a second admin, the first may step down.
    const second = await admin.post('/api/admin/users', {
      email: 'second-admin@test.warroom.dev',
      role: 'ADMIN',
      password: 'second-admin-password',
    });
    expect(second.status).toBe(201);
    const { id } = bodyOf(second, identityOps.createUser.reply);
    expect((await admin.patch(`/api/admin/users/${id}`, { active: false })).status).toBe(200);
    expect((await admin.patch(`/api/admin/users/${id}`, { active: true })).status).toBe(200);
  });

  it('hides the login hint once the default admin password is changed', async () => {
    expect((await api('/api/auth/login-hint', { baseUrl })).body).toEqual({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const admin = session(baseUrl);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const changed = await admin.post('/api/profile/change-password', {
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'a-private-admin-password',
    });
    expect(changed.status).toBe(200);
    const hint = await api('/api/auth/login-hint', { baseUrl });
    expect(hint.status).toBe(200);
    expect(hint.body).toBeNull();
  });
});

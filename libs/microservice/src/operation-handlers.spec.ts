import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { defineOperation, DomainError, PUBLIC } from '@warroom/contracts';
import { z } from 'zod';
import { operationHandlers } from './operation-handlers.js';

const greet = defineOperation({
  id: 'greet',
  service: 'portal',
  subject: 'test.greet',
  body: z.object({ name: z.string().min(1) }),
  reply: z.object({ greeting: z.string() }),
  delivery: 'read',
  http: { method: 'POST', path: '/api/greet', access: PUBLIC, summary: 'Greets', tags: ['test'] },
});
const count = defineOperation({
  id: 'count',
  service: 'portal',
  subject: 'test.count',
  reply: z.object({ calls: z.number() }),
  delivery: 'read',
});

@Injectable()
class Greeter {
  calls = 0;
  greet(name: string): string {
    this.calls += 1;
    return `Hello, ${name}`;
  }
}

const TestHandlers = operationHandlers({ greet, count }, [Greeter], (greeter) => ({
  greet: async ({ body }) => ({ greeting: greeter.greet(body.name) }),
  count: async () => ({ calls: greeter.calls }),
}));

@Module({ controllers: [TestHandlers], providers: [Greeter] })
class TestModule {}

type Answer = (payload: unknown) => Promise<unknown>;

describe('operationHandlers', () => {
  it('answers each operation with its own subject, through the injected provider', async () => {
    const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
    try {
      const handlers = app.get<Record<string, Answer>>(TestHandlers);
      const prototype = TestHandlers.prototype as Record<string, Answer>;
      expect(Reflect.getMetadata(PATTERN_METADATA, prototype.greet as object)).toEqual(['test.greet']);
      expect(Reflect.getMetadata(PATTERN_METADATA, prototype.count as object)).toEqual(['test.count']);
      await expect(handlers.greet?.({ body: { name: 'Ada' } })).resolves.toEqual({ greeting: 'Hello, Ada' });
      await expect(handlers.count?.({})).resolves.toEqual({ calls: 1 });
      // The same provider instance Nest injects elsewhere.
      expect(app.get(Greeter).calls).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('parses the payload against the declaration before the implementation sees it', async () => {
    const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
    try {
      const handlers = app.get<Record<string, Answer>>(TestHandlers);
      expect(() => handlers.greet?.({ body: { name: '' } })).toThrow(DomainError);
      expect(app.get(Greeter).calls).toBe(0);
    } finally {
      await app.close();
    }
  });
});

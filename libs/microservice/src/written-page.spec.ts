import {
  defineOperation,
  pageQuerySchema,
  pageSchema,
  PAGE_COUNT_HEADER,
  PAGE_NEXT_HEADER,
  PAGE_TOTAL_HEADER,
  signedIn,
} from '@warroom/contracts';
import { z } from 'zod';
import { WrittenPage, WrittenPageSerializer, writtenReply } from './written-page.js';

const thing = z.object({ id: z.string(), name: z.string() });
const list = defineOperation({
  id: 'listThings',
  service: 'portal',
  subject: 'test.things.list',
  query: pageQuerySchema,
  reply: pageSchema(thing),
  delivery: 'read',
  http: {
    method: 'GET',
    path: '/api/things',
    access: signedIn(['ADMIN']),
    paged: true,
    summary: 'Things',
    tags: ['test'],
  },
});
const get = defineOperation({
  id: 'getThing',
  service: 'portal',
  subject: 'test.things.get',
  reply: thing,
  delivery: 'read',
  http: { method: 'GET', path: '/api/things/one', access: signedIn(['ADMIN']), summary: 'A thing', tags: ['test'] },
});

describe('writtenReply', () => {
  it('writes a page as the JSON of its items as declared: what the declaration does not name stays behind', () => {
    const reply = writtenReply(list, {
      items: [{ id: '1', name: 'One', passwordHash: 'secret' }],
      total: 7,
      next: 'cursor',
    });
    expect(reply).toEqual(new WrittenPage('[{"id":"1","name":"One"}]', 1, 7, 'cursor'));
  });

  it('refuses a page its declaration does not allow, instead of sending it', () => {
    expect(() => writtenReply(list, { items: [{ id: 1 }], total: 1 })).toThrow();
  });

  it('answers any other reply as it is', () => {
    const reply = { id: '1', name: 'One' };
    expect(writtenReply(get, reply)).toBe(reply);
    expect(writtenReply(undefined, reply)).toBe(reply);
  });
});

describe('WrittenPageSerializer', () => {
  const serializer = new WrittenPageSerializer();

  it('sends a written page as its items, with its count, total and cursor in headers', () => {
    const record = serializer.serialize({ response: new WrittenPage('[{"id":"1"}]', 1, 12, 'next-one') });
    expect(record.data).toBe('[{"id":"1"}]');
    expect(record.headers?.get(PAGE_COUNT_HEADER)).toBe('1');
    expect(record.headers?.get(PAGE_TOTAL_HEADER)).toBe('12');
    expect(record.headers?.get(PAGE_NEXT_HEADER)).toBe('next-one');
  });

  it("sends anything else in Nest's envelope, as before", () => {
    const record = serializer.serialize({ response: { ok: true } });
    expect(JSON.parse(record.data as string)).toEqual({ response: { ok: true } });
    expect(record.headers).toBeUndefined();
  });
});

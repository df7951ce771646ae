import { type APIRequestContext, expect } from '@playwright/test';
import {
  initiativeOps,
  okrOps,
  type CreateInitiativeBody,
  type CreateObjectiveBody,
  type Initiative,
  type KeyResultDetail,
  type ObjectiveDetail,
} from '@warroom/contracts';
import { z } from 'zod';
import { replyOf } from './api';

/** POST /api/okr/objectives as a writer; the new objective with its key results. */
export async function createObjective(api: APIRequestContext, body: CreateObjectiveBody): Promise<ObjectiveDetail> {
  const response = await api.post('/api/okr/objectives', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return replyOf(response, okrOps.objectives.create.reply);
}

/** PATCH /api/okr/key-results/{id} with a new current value: the server records a check-in. */
export async function checkIn(api: APIRequestContext, keyResultId: string, current: number): Promise<KeyResultDetail> {
  const response = await api.patch(`/api/okr/key-results/${keyResultId}`, { data: { current } });
  expect(response.status(), await response.text()).toBe(200);
  return replyOf(response, okrOps.updateKeyResult.reply);
}

/** POST /api/initiatives as a writer. */
export async function createInitiative(
  api: APIRequestContext,
  body: Partial<CreateInitiativeBody>,
): Promise<Initiative> {
  const response = await api.post('/api/initiatives', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return replyOf(response, initiativeOps.create.reply);
}

/** GET a portal list (e.g. '/api/okr/objectives') as anyone signed in, each item read as `item`. */
export async function listOf<S extends z.ZodType>(
  api: APIRequestContext,
  path: string,
  item: S,
): Promise<z.output<S>[]> {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return replyOf(response, z.array(item));
}

/** `path` with `params` added to its query string. */
function withParams(path: string, params: Record<string, string | number>): string {
  const url = new URL(path, 'http://warroom');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  return `${url.pathname}${url.search}`;
}

/** How many records a list has in all: its `X-Total-Count` (PRODUCT.md section 2). */
export async function totalOf(api: APIRequestContext, path: string): Promise<number> {
  const response = await api.get(withParams(path, { limit: 1 }));
  expect(response.status(), await response.text()).toBe(200);
  const total = Number(response.headers()['x-total-count']);
  expect(Number.isInteger(total), `${path} answers X-Total-Count`).toBe(true);
  return total;
}

/** Every record of a list, page after page, each read as `item`: each page starts after the records already read. */
export async function allOf<S extends z.ZodType>(
  api: APIRequestContext,
  path: string,
  item: S,
): Promise<z.output<S>[]> {
  const all: z.output<S>[] = [];
  for (;;) {
    const response = await api.get(withParams(path, { limit: 500, offset: all.length }));
    expect(response.status(), await response.text()).toBe(200);
    const page = await replyOf(response, z.array(item));
    all.push(...page);
    if (page.length === 0 || all.length >= Number(response.headers()['x-total-count'])) return all;
  }
}

import { type APIRequestContext, expect } from '@playwright/test';
import type {
  CreateInitiativeBody,
  CreateObjectiveBody,
  Initiative,
  KeyResultDetail,
  ObjectiveDetail,
} from '@warroom/contracts';

/** POST /api/okr/objectives as a writer; the new objective with its key results. */
export async function createObjective(api: APIRequestContext, body: CreateObjectiveBody): Promise<ObjectiveDetail> {
  const response = await api.post('/api/okr/objectives', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ObjectiveDetail;
}

/** PATCH /api/okr/key-results/{id} with a new current value: the server records a check-in. */
export async function checkIn(api: APIRequestContext, keyResultId: string, current: number): Promise<KeyResultDetail> {
  const response = await api.patch(`/api/okr/key-results/${keyResultId}`, { data: { current } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as KeyResultDetail;
}

/** POST /api/initiatives as a writer. */
export async function createInitiative(
  api: APIRequestContext,
  body: Partial<CreateInitiativeBody>,
): Promise<Initiative> {
  const response = await api.post('/api/initiatives', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Initiative;
}

/** GET a portal list (e.g. '/api/okr/objectives') as anyone signed in. */
export async function listOf<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T[];
}

import '@warroom/contracts/common-passwords';
import { OPERATIONS } from './operations.js';

/**
 * PRODUCT.md section 2: no field of a state-changing body has a server-side default that acts
 * for the user. An empty body (read as `{}`) is either refused, or it asks for nothing: what
 * the schema makes of it names no field. A vote that defaulted to APPROVE let an empty
 * cross-origin POST vote for a signed-in reviewer (issue 29).
 */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const withBodies = OPERATIONS.filter(
  (operation) => operation.body && operation.http && STATE_CHANGING.has(operation.http.method),
);

describe('an empty state-changing body', () => {
  it('is declared for the routes that take one', () => {
    expect(withBodies.length).toBeGreaterThan(20);
  });

  it.each(withBodies.map((operation) => [operation.id, operation] as const))(
    '%s: refused, or read as asking for nothing',
    (_id, operation) => {
      const parsed = operation.body?.safeParse({});
      if (!parsed?.success) return;
      const filled = Object.entries(parsed.data as Record<string, unknown>).filter(([, value]) => value !== undefined);
      expect(filled).toEqual([]);
    },
  );
});

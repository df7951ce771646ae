import { randomUUID } from 'node:crypto';
import {
  PAGE_LIMIT_MAX,
  Role,
  type Caller,
  type Operation,
  type OperationInput,
  type OperationReply,
  type OperationSpec,
  type Page,
  type PageQuery,
} from '@warroom/contracts';
import { connectedForTests, ServiceUnderTest } from '@warroom/testing';

/** The item type of a page. */
export type ItemOf<Reply> = Reply extends Page<infer Item> ? Item : never;

/**
 * The portal service as its callers reach it, without the gateway (`ServiceUnderTest`: its
 * operations over the shared test stack's NATS, its database read directly with `pg`, to see
 * the rows and the outbox events a change wrote in its transaction).
 */
export class PortalUnderTest extends ServiceUnderTest {
  static async connect(): Promise<PortalUnderTest> {
    const [nc, pool] = await ServiceUnderTest.open('portal');
    return new PortalUnderTest('portal', nc, pool);
  }

  /** Every item of a list, page by page (500 a page). */
  async everything<S extends OperationSpec>(
    operation: Operation<S>,
    input: (page: PageQuery) => OperationInput<S>,
  ): Promise<ItemOf<OperationReply<S>>[]> {
    const items: ItemOf<OperationReply<S>>[] = [];
    for (let offset = 0; ; offset += PAGE_LIMIT_MAX) {
      // A list operation answers a page.
      const page = (await this.call(operation, input({ limit: PAGE_LIMIT_MAX, offset }))) as Page<
        ItemOf<OperationReply<S>>
      >;
      items.push(...page.items);
      if (offset + PAGE_LIMIT_MAX >= page.total) return items;
    }
  }
}

/** The portal for the tests of a describe block: connected before them, closed after. */
export const portalForTests = (): PortalUnderTest => connectedForTests(PortalUnderTest.connect);

/** A signed-in caller as the gateway sends it: a new user of `role`. */
export function callerOf(role: Role = Role.Cto): Caller {
  const id = randomUUID();
  return {
    id,
    email: `${role.toLowerCase()}-${id.slice(0, 8)}@test.warroom.dev`,
    name: 'Test',
    role,
    sessionId: randomUUID(),
  };
}

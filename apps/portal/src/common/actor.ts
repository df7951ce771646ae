import type { Actor, Caller } from '@warroom/contracts';

/** Who an event names: the caller without its session. */
export function actorOf(caller: Caller): Actor {
  return { id: caller.id, email: caller.email };
}

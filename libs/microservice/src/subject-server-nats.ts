import { ServerNats } from '@nestjs/microservices';

/**
 * Nest's NATS server, but a message's subject is taken as the route it is. Nest first tries
 * `JSON.parse` on every subject (for object patterns), which throws for a plain subject such as
 * `applications.status`: an exception, stack trace and all, for every message (~5% of a service's
 * CPU on a small read, issue 19). Every pattern here is a subject string (`@Handles`).
 */
export class SubjectServerNats extends ServerNats {
  protected override getRouteFromPattern(pattern: string): string {
    return this.normalizePattern(pattern);
  }
}

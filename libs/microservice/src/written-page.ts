import { headers as natsHeaders } from '@nats-io/transport-node';
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer.js';
import { NatsRecord } from '@nestjs/microservices';
import {
  PAGE_COUNT_HEADER,
  PAGE_NEXT_HEADER,
  PAGE_TOTAL_HEADER,
  repliesWrittenPage,
  type Operation,
  type WrittenPageReply,
} from '@warroom/contracts';

/**
 * A page of a list as the service sends it: the JSON of its items, with their count, the
 * list's total and the next cursor beside them (PAGE_COUNT_HEADER, PAGE_TOTAL_HEADER,
 * PAGE_NEXT_HEADER). The gateway passes the items on as bytes, so a page is read and written
 * once, here, instead of parsed, checked, copied and written again in the gateway (issue 19:
 * a third of the gateway's time on the review list).
 */
export class WrittenPage {
  constructor(
    readonly items: string,
    readonly count: number,
    /** The list's size, when it is counted (not the audit log's). */
    readonly total: number | undefined,
    readonly next: string | undefined,
  ) {}
}

/**
 * The reply of an operation that answers a written page (`repliesWrittenPage`), checked
 * against its declaration where it is made (what the gateway did on receipt before): the parse
 * keeps only what the declaration names, so nothing undeclared leaves the service. Anything
 * else is answered as it is.
 */
export function writtenReply(operation: Operation | undefined, reply: unknown): unknown {
  if (!operation || !repliesWrittenPage(operation)) return reply;
  const page = operation.reply.parse(reply) as WrittenPageReply;
  return new WrittenPage(JSON.stringify(page.items), page.items.length, page.total, page.next);
}

/**
 * Nest's serializer of the NATS transport, but a WrittenPage goes out as its items' JSON with
 * its total and cursor in headers, instead of inside Nest's `{ response }` envelope.
 */
export class WrittenPageSerializer extends NatsRecordSerializer {
  override serialize(packet: { readonly response?: unknown } | undefined): NatsRecord {
    const page = packet?.response;
    if (!(page instanceof WrittenPage)) return super.serialize(packet);
    const headers = natsHeaders();
    headers.set(PAGE_COUNT_HEADER, String(page.count));
    if (page.total !== undefined) headers.set(PAGE_TOTAL_HEADER, String(page.total));
    if (page.next !== undefined) headers.set(PAGE_NEXT_HEADER, page.next);
    return new NatsRecord(page.items, headers);
  }
}

import { Readable } from 'node:stream';
import { Controller, Res, StreamableFile } from '@nestjs/common';
import { csvRow, datedFilename } from '@warroom/csv';
import { AUDIT_PAGE_MAX, auditOps, gatewayOps, type AuditEntryView, type AuditLogQuery } from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { Input } from '../access/operation-input.js';
import { Serves } from '../access/serves.decorator.js';
import { sendItems } from '../platform/paging.js';
import { ServiceClient } from '../services/service-client.js';

type ExportQuery = Omit<AuditLogQuery, 'limit' | 'before'>;

/** The most rows one export carries. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/** The audit log: a page with its cursor in a header, and the CSV export walked page by page. */
@Controller()
export class AuditLogController {
  constructor(private readonly services: ServiceClient) {}

  @Serves(gatewayOps.exportAuditLog)
  export(@Input() input: { query: ExportQuery }): StreamableFile {
    const pages = this.pages(input.query);
    async function* lines(): AsyncGenerator<string> {
      yield csvRow(['created_at', 'actor_email', 'action', 'entity', 'meta']);
      for await (const entries of pages) {
        yield entries.map((e) => csvRow([e.createdAt, e.actor?.email ?? null, e.action, e.entity, e.meta])).join('');
      }
    }
    return new StreamableFile(Readable.from(lines()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${datedFilename('audit-log', 'csv')}"`,
    });
  }

  /** Walks the log a page at a time with the cursor, so no NATS message grows with the log. */
  private async *pages(query: ExportQuery): AsyncGenerator<AuditEntryView[]> {
    let before: string | undefined;
    let sent = 0;
    while (sent < AUDIT_EXPORT_MAX_ROWS) {
      const page = await this.services.call(auditOps.list, { query: { ...query, limit: AUDIT_PAGE_MAX, before } });
      const entries = page.items.slice(0, AUDIT_EXPORT_MAX_ROWS - sent);
      if (entries.length) yield entries;
      sent += entries.length;
      if (!page.next) return;
      before = page.next;
    }
  }

  /** A page of the log, named by the audit service, sent as it wrote it; the next page's cursor in X-Next-Cursor. */
  @Serves(auditOps.list)
  async list(
    @Input() input: { query: AuditLogQuery },
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const page = await this.services.page(auditOps.list, { query: input.query });
    if (page.next) void reply.header('x-next-cursor', page.next);
    return sendItems(reply, page);
  }
}

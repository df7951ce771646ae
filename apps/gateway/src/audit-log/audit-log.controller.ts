import { Readable } from 'node:stream';
import { Controller, Get, Res, StreamableFile } from '@nestjs/common';
import { csvRow, datedFilename } from '@warroom/csv';
import {
  ADMIN_ROLES,
  Subjects,
  auditEntrySchema,
  auditLogQuerySchema,
  AUDIT_PAGE_MAX,
  type AuditEntryView,
  type AuditLogQuery,
  type AuditPage,
} from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { ServiceClient } from '../services/service-client.js';

const exportQuerySchema = auditLogQuerySchema.omit({ limit: true, before: true });
type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The most rows one export carries. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

@Controller('admin/audit-logs')
export class AuditLogController {
  constructor(private readonly services: ServiceClient) {}

  @Get('export')
  @Endpoint({
    summary: 'The audit log as CSV (same filters as the list, newest first, at most 100,000 rows)',
    access: signedIn(ADMIN_ROLES),
    query: exportQuerySchema,
    produces: 'text/csv',
    tags: ['admin'],
  })
  export(@Valid('query') query: ExportQuery): StreamableFile {
    const pages = this.pages(query);
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
      const page = await this.services.request<AuditPage>(
        'audit',
        Subjects.audit.listEntries,
        { ...query, limit: AUDIT_PAGE_MAX, before },
        { idempotent: true },
      );
      const entries = page.entries.slice(0, AUDIT_EXPORT_MAX_ROWS - sent);
      if (entries.length) yield entries;
      sent += entries.length;
      if (!page.nextCursor) return;
      before = page.nextCursor;
    }
  }

  @Get()
  @Endpoint({
    summary: 'Audit log entries, newest first; the next page is `before=<X-Next-Cursor>`',
    access: signedIn(ADMIN_ROLES),
    query: auditLogQuerySchema,
    response: z.array(auditEntrySchema),
    tags: ['admin'],
  })
  async list(
    @Valid('query') query: AuditLogQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntryView[]> {
    const page = await this.services.request<AuditPage>('audit', Subjects.audit.listEntries, query, {
      idempotent: true,
    });
    if (page.nextCursor) void reply.header('x-next-cursor', page.nextCursor);
    return page.entries;
  }
}

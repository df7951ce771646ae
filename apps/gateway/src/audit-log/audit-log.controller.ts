import { Controller, Get, Res } from '@nestjs/common';
import {
  ADMIN_ROLES,
  Subjects,
  auditEntrySchema,
  auditLogQuerySchema,
  type AuditEntryView,
  type AuditLogQuery,
  type AuditPage,
} from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { ServiceClient } from '../services/service-client.js';

@Controller('admin/audit-logs')
export class AuditLogController {
  constructor(private readonly services: ServiceClient) {}

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

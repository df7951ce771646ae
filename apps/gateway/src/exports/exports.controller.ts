import { Controller, Res, StreamableFile } from '@nestjs/common';
import { decisionOps, metricOps } from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { Input } from '../access/operation-input.js';
import { Serves } from '../access/serves.decorator.js';
import { streamExport } from '../platform/paging.js';
import { ServiceClient } from '../services/service-client.js';

/** The portal's two exports, streamed chunk by chunk as their services render them. */
@Controller()
export class ExportsController {
  constructor(private readonly services: ServiceClient) {}

  @Serves(decisionOps.export)
  decisions(@Input() _query: object, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const exportedAt = new Date().toISOString();
    return streamExport(reply, 'text/markdown; charset=utf-8', (cursor) =>
      this.services.call(decisionOps.export, { body: { cursor, exportedAt } }),
    );
  }

  @Serves(metricOps.export)
  metrics(@Input() _query: object, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const exportedAt = new Date().toISOString();
    return streamExport(reply, 'text/csv; charset=utf-8', (cursor) =>
      this.services.call(metricOps.export, { body: { cursor, exportedAt } }),
    );
  }
}

import type { ExportFile } from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Exports take no query parameters; an unknown one is a 400 rather than silently ignored. */
export const exportQuerySchema = z.object({}).strict();

/** Sends an export as an attachment under the name the service gave it. */
export function sendDownload(reply: FastifyReply, file: ExportFile, contentType: string): string {
  void reply.header('content-type', contentType);
  void reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  void reply.header('cache-control', 'no-store');
  return file.content;
}

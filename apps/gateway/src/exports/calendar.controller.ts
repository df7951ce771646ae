import { Controller, Res, StreamableFile } from '@nestjs/common';
import { meetingCalendarOp, type OperationInput } from '@warroom/contracts';
import type { FastifyReply } from 'fastify';
import { Input } from '../access/operation-input.js';
import { Serves } from '../access/serves.decorator.js';
import { ServiceClient } from '../services/service-client.js';

/** A meeting's calendar file (PRODUCT.md section 20), as the portal renders it, sent as an attachment. */
@Controller()
export class CalendarController {
  constructor(private readonly services: ServiceClient) {}

  @Serves(meetingCalendarOp)
  async meeting(
    @Input() input: OperationInput<typeof meetingCalendarOp>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.services.call(meetingCalendarOp, input);
    void reply.header('cache-control', 'no-store');
    const content = Buffer.from(file.content, 'utf8');
    // The portal makes the name of letters, digits, '-' and '.': nothing to quote or escape.
    return new StreamableFile(content, {
      type: 'text/calendar; charset=utf-8',
      disposition: `attachment; filename="${file.filename}"`,
      length: content.length,
    });
  }
}

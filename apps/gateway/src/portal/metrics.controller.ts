import { Controller, Delete, Get, HttpCode, Patch, Post, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ALL_ROLES,
  Subjects,
  WRITER_ROLES,
  pageQuerySchema,
  metricSummarySchema,
  createMetricBodySchema,
  metricPointBodySchema,
  metricPointSchema,
  metricSchema,
  portalIdParamsSchema,
  updateMetricBodySchema,
  type CreateMetricBody,
  type ExportChunk,
  type Metric,
  type MetricPoint,
  type MetricPointBody,
  type PortalIdParams,
  type UpdateMetricBody,
  type Page,
  type PageQuery,
  type MetricSummary,
} from '@warroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, SignedInUser, type CurrentUser } from '../access/current-user.js';
import { Endpoint, signedIn } from '../access/endpoint.decorator.js';
import { Valid } from '../access/valid.decorator.js';
import { sendPage, streamExport } from '../platform/paging.js';
import { ServiceClient } from '../services/service-client.js';
import { exportQuerySchema } from './download.js';

const tags = ['metrics'];

@Controller('metrics')
export class MetricsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Endpoint({
    summary: 'Metrics, newest first, a page at a time, each with its point count and its earliest and latest point',
    access: signedIn(ALL_ROLES),
    query: pageQuerySchema,
    response: z.array(metricSummarySchema),
    tags,
  })
  async list(
    @Valid('query') page: PageQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MetricSummary[]> {
    const result = await this.services.request<Page<MetricSummary>>(
      'portal',
      Subjects.portal.listMetrics,
      { page },
      { idempotent: true },
    );
    return sendPage(reply, request, page, result);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a metric',
    access: signedIn(WRITER_ROLES),
    body: createMetricBodySchema,
    response: metricSchema,
    status: 201,
    tags,
  })
  create(@SignedInUser() user: CurrentUser, @Valid('body') body: CreateMetricBody): Promise<Metric> {
    return this.services.request<Metric>('portal', Subjects.portal.createMetric, {
      caller: callerOf(user),
      data: body,
    });
  }

  @Get('export')
  @Endpoint({
    summary:
      'Every metric and its points as one CSV file, streamed (404 when there are no metrics; the metric count in X-Total-Count)',
    access: signedIn(ALL_ROLES),
    query: exportQuerySchema,
    produces: 'text/csv',
    tags,
  })
  export(@Valid('query') _query: object, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const exportedAt = new Date().toISOString();
    return streamExport(reply, 'text/csv; charset=utf-8', (cursor) =>
      this.services.request<ExportChunk>(
        'portal',
        Subjects.portal.exportMetrics,
        { cursor, exportedAt },
        { idempotent: true },
      ),
    );
  }

  @Get(':id')
  @Endpoint({
    summary: 'A metric',
    access: signedIn(ALL_ROLES),
    params: portalIdParamsSchema,
    response: metricSchema,
    tags,
  })
  get(@Valid('params') params: PortalIdParams): Promise<Metric> {
    return this.services.request<Metric>('portal', Subjects.portal.getMetric, { id: params.id }, { idempotent: true });
  }

  @Patch(':id')
  @Endpoint({
    summary: "Change any of a metric's fields",
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: updateMetricBodySchema,
    response: metricSchema,
    tags,
  })
  update(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: UpdateMetricBody,
  ): Promise<Metric> {
    return this.services.request<Metric>('portal', Subjects.portal.updateMetric, {
      caller: callerOf(user),
      id: params.id,
      changes: body,
    });
  }

  @Delete(':id')
  @Endpoint({
    summary: 'Delete a metric; answers what was deleted',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    response: metricSchema,
    tags,
  })
  delete(@SignedInUser() user: CurrentUser, @Valid('params') params: PortalIdParams): Promise<Metric> {
    return this.services.request<Metric>('portal', Subjects.portal.deleteMetric, {
      caller: callerOf(user),
      id: params.id,
    });
  }

  @Post(':id/points')
  @HttpCode(201)
  @Endpoint({
    summary: 'Add a data point to a metric (ts defaults to now)',
    access: signedIn(WRITER_ROLES),
    params: portalIdParamsSchema,
    body: metricPointBodySchema,
    response: metricPointSchema,
    status: 201,
    tags,
  })
  addPoint(
    @SignedInUser() user: CurrentUser,
    @Valid('params') params: PortalIdParams,
    @Valid('body') body: MetricPointBody,
  ): Promise<MetricPoint> {
    return this.services.request<MetricPoint>('portal', Subjects.portal.addMetricPoint, {
      caller: callerOf(user),
      metricId: params.id,
      data: body,
    });
  }
}

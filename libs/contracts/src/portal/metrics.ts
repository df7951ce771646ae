import { z } from 'zod';
import { defineOperation, signedIn } from '../operation.js';
import { uuidParamsSchema } from '../path-params.js';
import { WRITER_ROLES } from '../roles.js';
import { exportOperation, recordOperations } from './record-operations.js';
import {
  changesSchema,
  dateTimeSchema,
  numberSchema,
  requiredTextSchema,
  timestampSchema,
  unitSchema,
} from './fields.js';

export const METRIC_KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,99}$/;
export const METRIC_KEY_TAKEN = 'A metric with this key already exists';

/** A metric's key: what the CSV export and integrations name it by; unique. */
export const metricKeySchema = z
  .string({ error: 'Key is required' })
  .trim()
  .regex(
    METRIC_KEY_PATTERN,
    'Key must be 1 to 100 lowercase letters, digits, ".", "_" or "-", starting with a letter or digit',
  );

const labelSchema = requiredTextSchema('Label');

export const createMetricBodySchema = z
  .object({
    key: metricKeySchema,
    label: labelSchema,
    unit: unitSchema.nullish(),
    target: numberSchema('Target').nullish(),
  })
  .meta({ id: 'CreateMetricBody' });
export type CreateMetricBody = z.infer<typeof createMetricBodySchema>;

/** PATCH /api/metrics/{id}: any of the fields; null clears unit or target. */
export const updateMetricBodySchema = changesSchema('UpdateMetricBody', {
  key: metricKeySchema.optional(),
  label: labelSchema.optional(),
  unit: unitSchema.nullish(),
  target: numberSchema('Target').nullish(),
});
export type UpdateMetricBody = z.infer<typeof updateMetricBodySchema>;

/** POST /api/metrics/{id}/points: `ts` defaults to now. */
export const metricPointBodySchema = z
  .object({
    ts: dateTimeSchema('Time').optional(),
    value: numberSchema('Value'),
  })
  .meta({ id: 'MetricPointBody' });
export type MetricPointBody = z.infer<typeof metricPointBodySchema>;

export const metricPointSchema = z
  .object({ id: z.uuid(), ts: timestampSchema, value: z.number() })
  .meta({ id: 'MetricPoint' });
export type MetricPoint = z.infer<typeof metricPointSchema>;

/** The most points a metric's detail carries: the latest ones; the export has them all. */
export const METRIC_POINTS_SHOWN_MAX = 1_000;

const metricFieldsSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  target: z.number().nullable(),
  /** How many points the metric has in all. */
  pointCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

/** A metric with its latest points (at most 1,000) in time order, oldest first. */
export const metricSchema = metricFieldsSchema
  .extend({
    points: z.array(metricPointSchema).describe('The latest points (at most 1,000), oldest first'),
  })
  .meta({ id: 'Metric' });
export type Metric = z.infer<typeof metricSchema>;

/**
 * A metric in the list: what its card shows (label, key, trend, latest value, point count).
 * `points` holds its earliest and its latest point, the two the trend compares.
 */
export const metricSummarySchema = metricFieldsSchema
  .extend({
    points: z.array(metricPointSchema).max(2).describe('The earliest and the latest point, oldest first'),
  })
  .meta({ id: 'MetricSummary' });
export type MetricSummary = z.infer<typeof metricSummarySchema>;

export const NO_METRICS_TO_EXPORT = 'There are no metrics to export';

/** The metrics: a plain record kind, with points added to it, and the CSV export. */
export const metricOps = {
  ...recordOperations(
    {
      one: 'metric',
      many: 'metrics',
      listed: 'Metrics, newest first, a page at a time, each with its point count and its earliest and latest point',
    },
    {
      view: metricSchema,
      summary: metricSummarySchema,
      create: createMetricBodySchema,
      update: updateMetricBodySchema,
    },
  ),
  addPoint: defineOperation({
    id: 'addMetricPoint',
    service: 'portal',
    subject: 'portal.metrics.add-point',
    params: uuidParamsSchema,
    body: metricPointBodySchema,
    reply: metricPointSchema,
    delivery: 'write',
    http: {
      method: 'POST',
      path: '/api/metrics/{id}/points',
      access: signedIn(WRITER_ROLES),
      status: 201,
      summary: 'Add a point to a metric (ts defaults to now)',
      tags: ['metrics'],
    },
  }),
  /** One chunk of the CSV export; the gateway streams the chunks as one file. */
  export: exportOperation(
    'metrics',
    'text/csv',
    'Every metric and its points as one CSV file, streamed (404 when there are no metrics; the metric count in X-Total-Count)',
  ),
};

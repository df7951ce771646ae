import { z } from 'zod';
import {
  createRequestOf,
  dateTimeSchema,
  hasSomeField,
  NOTHING_TO_CHANGE,
  numberSchema,
  requiredTextSchema,
  timestampSchema,
  unitSchema,
  updateRequestOf,
} from './fields.js';
import { callerSchema } from '../identity-messages.js';

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

export const createMetricBodySchema = z.object({
  key: metricKeySchema,
  label: labelSchema,
  unit: unitSchema.nullish(),
  target: numberSchema('Target').nullish(),
});
export type CreateMetricBody = z.infer<typeof createMetricBodySchema>;

/** PATCH /api/metrics/{id}: any of the fields; null clears unit or target. */
export const updateMetricBodySchema = z
  .object({
    key: metricKeySchema.optional(),
    label: labelSchema.optional(),
    unit: unitSchema.nullish(),
    target: numberSchema('Target').nullish(),
  })
  .strict()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateMetricBody = z.infer<typeof updateMetricBodySchema>;

/** POST /api/metrics/{id}/points: `ts` defaults to now. */
export const metricPointBodySchema = z.object({
  ts: dateTimeSchema('Time').optional(),
  value: numberSchema('Value'),
});
export type MetricPointBody = z.infer<typeof metricPointBodySchema>;

export const metricPointSchema = z.object({ id: z.uuid(), ts: timestampSchema, value: z.number() });
export type MetricPoint = z.infer<typeof metricPointSchema>;

/** A metric with its points in time order (oldest first). */
export const metricSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  label: z.string(),
  unit: z.string().nullable(),
  target: z.number().nullable(),
  points: z.array(metricPointSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Metric = z.infer<typeof metricSchema>;

export const createMetricRequestSchema = createRequestOf(createMetricBodySchema);
export type CreateMetricRequest = z.infer<typeof createMetricRequestSchema>;

export const updateMetricRequestSchema = updateRequestOf(updateMetricBodySchema);
export type UpdateMetricRequest = z.infer<typeof updateMetricRequestSchema>;

export const addMetricPointRequestSchema = z.object({
  caller: callerSchema,
  metricId: z.uuid(),
  data: metricPointBodySchema,
});
export type AddMetricPointRequest = z.infer<typeof addMetricPointRequestSchema>;

export const NO_METRICS_TO_EXPORT = 'There are no metrics to export';

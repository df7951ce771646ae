/**
 * The shape of bench/results.json: what a run writes and what the report reads back. Each
 * part's schema lives beside the code that measures it.
 */
import { SERVICE_NAMES } from '@warroom/local-infra';
import { z } from 'zod';
import { seedAllResultSchema, seedCountsSchema } from '../seed.ts';
import { applicationsSeedSchema, topUpSchema } from '../seed/results.ts';
import { productLagSchema } from './events/product-lag.ts';
import { drainSchema, pacedSchema } from './events/outbox.ts';
import { rawJetStreamSchema } from './events/raw-jetstream.ts';
import { growthResultSchema } from './growth.ts';
import { loadResultSchema, loadShapeSchema } from './http.ts';
import { loadNoteSchema } from './machine-load.ts';
import { idleSchema, statementsSchema } from './stack-cost.ts';
import { compressionRowSchema } from './web/compression.ts';
import { firstContentSchema } from './web/first-content.ts';
import { lighthouseResultSchema } from './web/lighthouse.ts';
import { routeSizeSchema } from './web/sizes.ts';

/** What a run does: the sizes, durations and options of each step. */
export const benchConfigSchema = z.object({
  mode: z.enum(['smoke', 'full']),
  seed: seedCountsSchema,
  small: z.object({ audit: z.number() }).optional(),
  large: z.object({ applications: z.number(), audit: z.number() }),
  /** A third growth size (--growth-max 1m): the 1,000,000 applications, 2,000,000 audit entries. */
  huge: z.object({ applications: z.number(), audit: z.number() }).optional(),
  http: loadShapeSchema,
  /** Rounds of the main HTTP run: product and bare server by turns, the median of each figure. */
  httpRounds: z.number().optional(),
  idleSeconds: z.number(),
  growthHttpN: z.number(),
  explainRuns: z.number(),
  events: z.object({ raw: z.number(), drain: z.number(), pacedSeconds: z.number(), runs: z.number().optional() }),
  lighthouse: z.object({ pages: z.array(z.string()), runs: z.number() }).nullable(),
  replicas: z.object({ services: z.array(z.enum(SERVICE_NAMES)), scenarios: z.array(z.string()).nullable() }),
  stallMs: z.number(),
  largeHttp: z.boolean(),
});
export type BenchConfig = z.infer<typeof benchConfigSchema>;

/** One figure against its goal (issue 8). */
export const goalSchema = z.object({
  baseline: z.string().nullable(),
  ratio: z.number().nullable(),
  id: z.string(),
  group: z.string(),
  name: z.string(),
  figure: z.string(),
  goal: z.string(),
  met: z.boolean(),
});
export type Goal = z.infer<typeof goalSchema>;

/** One read path under load: its label, the load's figures and the size of one answer. */
export const readResultSchema = z.object({
  label: z.string(),
  ...loadResultSchema.shape,
  answerBytes: z.number(),
  /** Each round's figures when the result is the median of several (`httpRounds`). */
  runs: z.array(z.object({ rps: z.number().nullable(), p50: z.number(), p99: z.number() })).optional(),
});
export type ReadResult = z.infer<typeof readResultSchema>;
const readsSchema = z.record(z.string(), readResultSchema);
export type Reads = z.infer<typeof readsSchema>;

/** The last run that did not break, kept to compare with. */
export const previousRunSchema = z.object({
  date: z.string(),
  loads: z.array(loadNoteSchema),
  goals: z.array(goalSchema),
});

export const resultsSchema = z.object({
  date: z.string(),
  mode: z.enum(['smoke', 'full']),
  extraEnv: z.record(z.string(), z.string()),
  machine: z.object({
    cores: z.number(),
    cpuModel: z.string().nullable(),
    memoryGb: z.number(),
    node: z.string(),
    platform: z.string(),
  }),
  config: benchConfigSchema,
  loads: z.array(loadNoteSchema),
  quiet: z
    .object({ waitedSeconds: z.number(), quiet: z.boolean().nullable(), load1: z.number().optional() })
    .optional(),
  built: z.boolean().optional(),
  servers: z.object({ postgres: z.string(), nats: z.string() }).optional(),
  seed: z
    .object({
      small: seedAllResultSchema,
      auditFull: topUpSchema.optional(),
      large: applicationsSeedSchema.extend({ ms: z.number() }).optional(),
      largeAudit: topUpSchema.optional(),
      huge: applicationsSeedSchema.extend({ ms: z.number(), audit: topUpSchema }).optional(),
    })
    .optional(),
  idle: idleSchema.optional(),
  statementsPerRequest: statementsSchema.optional(),
  datasetForHttp: z
    .object({
      applications: z.number(),
      auditLog: z.number(),
      objectives: z.number(),
      keyResults: z.number(),
      metrics: z.number(),
      metricPoints: z.number(),
    })
    .optional(),
  http: z
    .object({
      product: readsSchema.optional(),
      baseline: readsSchema.optional(),
      submit: z.object({ label: z.string(), ...loadResultSchema.shape }).optional(),
      replicas2: readsSchema.optional(),
      large: z.object({ product: readsSchema, baseline: readsSchema }).optional(),
    })
    .optional(),
  events: z
    .object({
      submitLag: productLagSchema.optional(),
      raw: rawJetStreamSchema.optional(),
      drain: drainSchema.optional(),
      /** Each run's raw rate and drain rate, in the order measured (raw and drain alternate); the median run is `raw`, `drain`. */
      rawRuns: z.array(z.number().nullable()).optional(),
      drainRuns: z.array(z.number().nullable()).optional(),
      pacedAtGoal: pacedSchema.optional(),
      pacedSustainable: pacedSchema.optional(),
    })
    .optional(),
  memory: z.record(z.string(), z.number().nullable()).optional(),
  growth: z
    .object({ small: growthResultSchema, large: growthResultSchema, huge: growthResultSchema.optional() })
    .optional(),
  databaseMb: z.record(z.string(), z.number()).optional(),
  web: z
    .object({
      method: z.string(),
      entry: z.array(z.string()),
      routes: z.record(z.string(), routeSizeSchema),
      compression: z.array(compressionRowSchema),
      lighthouse: z.record(z.string(), lighthouseResultSchema).optional(),
      firstContent: z.record(z.string(), firstContentSchema).optional(),
    })
    .optional(),
  durationSeconds: z.number().optional(),
  goals: z.array(goalSchema).optional(),
  failures: z.array(z.string()).optional(),
  previousRun: previousRunSchema.optional(),
});
export type Results = z.infer<typeof resultsSchema>;

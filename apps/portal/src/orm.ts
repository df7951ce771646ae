import { fileURLToPath } from 'node:url';
import { Decision } from './decisions/decision.entity.js';
import { Document } from './documents/document.entity.js';
import { Initiative } from './initiatives/initiative.entity.js';
import { Meeting } from './meetings/meeting.entity.js';
import { MetricPoint } from './metrics/metric-point.entity.js';
import { Metric } from './metrics/metric.entity.js';
import { CheckIn } from './okr/check-in.entity.js';
import { KeyResult } from './okr/key-result.entity.js';
import { Objective } from './okr/objective.entity.js';
import { SessionRsvp } from './sessions/session-rsvp.entity.js';

/** The entities this service owns (the outbox is added by the service runtime). */
export const entities = [
  Objective,
  KeyResult,
  CheckIn,
  Initiative,
  Decision,
  Metric,
  MetricPoint,
  Meeting,
  Document,
  SessionRsvp,
];

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));

import { fileURLToPath } from 'node:url';
import type { EntitiesDb } from '@warroom/persistence';
import { ApplicationCounter } from './analytics/application-counter.entity.js';
import { Application } from './intake/application.entity.js';
import { Comment } from './review/comment.entity.js';
import { Recusal } from './review/recusal.entity.js';
import { Vote } from './review/vote.entity.js';

/** The entities this service owns (the outbox is added by the service runtime). */
export const entities = [Application, Vote, Comment, Recusal, ApplicationCounter];

/** Their tables as Kysely reads them (`kyselyOf<ApplicationsDb>(em)`), named by entity and property. */
export type ApplicationsDb = EntitiesDb<(typeof entities)[number]>;

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));

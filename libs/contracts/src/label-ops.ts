import { labelsReplySchema, labelsRequestSchema } from './labels.js';
import { defineOperation } from './operation.js';

const labels = <const S extends 'identity' | 'portal' | 'applications'>(service: S) =>
  defineOperation({
    id: `${service}Labels`,
    service,
    subject: `${service}.labels`,
    body: labelsRequestSchema,
    reply: labelsReplySchema,
    delivery: 'read',
    caller: false,
  });

/** What each service answers of the names of its entities (no HTTP route: the gateway asks). */
export const labelOps = {
  identity: labels('identity'),
  portal: labels('portal'),
  applications: labels('applications'),
};

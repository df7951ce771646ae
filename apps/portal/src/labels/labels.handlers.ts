import { EntityManager } from '@mikro-orm/postgresql';
import { labelOps } from '@warroom/contracts';
import { operationHandlers } from '@warroom/microservice';
import { readLabels } from '@warroom/persistence';

/** Where each portal record keeps what it is called. */
const PORTAL_LABELS = {
  Objective: { table: 'objectives', label: 'title' },
  KeyResult: { table: 'key_results', label: 'title' },
  Initiative: { table: 'initiatives', label: 'title' },
  Decision: { table: 'decisions', label: 'title' },
  Metric: { table: 'metrics', label: 'label' },
  Meeting: { table: 'meetings', label: 'title' },
  Document: { table: 'documents', label: 'title' },
};

/** The names of portal records, for the audit log. */
export const PortalLabelHandlers = operationHandlers({ labels: labelOps.portal }, [EntityManager], (em) => ({
  labels: async ({ body }) => ({ labels: await readLabels(em.fork(), PORTAL_LABELS, body.refs) }),
}));

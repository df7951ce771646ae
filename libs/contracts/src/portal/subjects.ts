/** NATS subjects of the portal service, `portal.<feature>.<verb>`. */
export const portalSubjects = {
  health: 'portal.health',

  dashboard: 'portal.dashboard.get',

  listObjectives: 'portal.objectives.list',
  getObjective: 'portal.objectives.get',
  createObjective: 'portal.objectives.create',
  updateObjective: 'portal.objectives.update',
  deleteObjective: 'portal.objectives.delete',
  createKeyResult: 'portal.key-results.create',
  updateKeyResult: 'portal.key-results.update',
  deleteKeyResult: 'portal.key-results.delete',

  listInitiatives: 'portal.initiatives.list',
  getInitiative: 'portal.initiatives.get',
  createInitiative: 'portal.initiatives.create',
  updateInitiative: 'portal.initiatives.update',
  deleteInitiative: 'portal.initiatives.delete',

  listDecisions: 'portal.decisions.list',
  getDecision: 'portal.decisions.get',
  createDecision: 'portal.decisions.create',
  updateDecision: 'portal.decisions.update',
  deleteDecision: 'portal.decisions.delete',
  exportDecisions: 'portal.decisions.export',

  listMetrics: 'portal.metrics.list',
  getMetric: 'portal.metrics.get',
  createMetric: 'portal.metrics.create',
  updateMetric: 'portal.metrics.update',
  deleteMetric: 'portal.metrics.delete',
  addMetricPoint: 'portal.metrics.add-point',
  exportMetrics: 'portal.metrics.export',

  listMeetings: 'portal.meetings.list',
  getMeeting: 'portal.meetings.get',
  createMeeting: 'portal.meetings.create',
  updateMeeting: 'portal.meetings.update',
  deleteMeeting: 'portal.meetings.delete',

  listDocuments: 'portal.documents.list',
  getDocument: 'portal.documents.get',
  createDocument: 'portal.documents.create',
  updateDocument: 'portal.documents.update',
  deleteDocument: 'portal.documents.delete',
} as const;

/**
 * Event types the portal service publishes, `<entity>.<what happened>`; the entity part has
 * no underscore (`keyresult`), as the envelope's pattern `^[a-z]+\.[a-z_]+$` requires.
 */
export const portalEventTypes = {
  objectiveCreated: 'objective.created',
  objectiveUpdated: 'objective.updated',
  objectiveDeleted: 'objective.deleted',
  keyResultCreated: 'keyresult.created',
  keyResultUpdated: 'keyresult.updated',
  keyResultDeleted: 'keyresult.deleted',
  initiativeCreated: 'initiative.created',
  initiativeUpdated: 'initiative.updated',
  initiativeDeleted: 'initiative.deleted',
  decisionCreated: 'decision.created',
  decisionUpdated: 'decision.updated',
  decisionDeleted: 'decision.deleted',
  metricCreated: 'metric.created',
  metricUpdated: 'metric.updated',
  metricDeleted: 'metric.deleted',
  metricPointAdded: 'metric.point_added',
  meetingCreated: 'meeting.created',
  meetingUpdated: 'meeting.updated',
  meetingDeleted: 'meeting.deleted',
  /** A member answered whether they go to a live session (PRODUCT.md section 20). */
  meetingRsvp: 'meeting.rsvp',
  documentCreated: 'document.created',
  documentUpdated: 'document.updated',
  documentDeleted: 'document.deleted',
} as const;

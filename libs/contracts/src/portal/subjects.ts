/** NATS subjects of the portal service. */
export const portalSubjects = {
  health: 'portal.health',
} as const;

/** Event types the portal service publishes. */
export const portalEventTypes = {} as const;

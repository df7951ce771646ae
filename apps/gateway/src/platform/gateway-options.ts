export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');

export type GatewayOptions = {
  natsUrl: string;
  instance: string;
  requestTimeoutMs: number;
  writeDeadlineMs: number;
  webDist: string;
  jwtSecret: string;
  rateLimitLookupPerMinute: number;
  rateLimitSubmitPerHour: number;
  rateLimitTokenPerMinute: number;
};

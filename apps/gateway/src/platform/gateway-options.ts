export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');

export type GatewayOptions = {
  requestTimeoutMs: number;
  webDist: string;
  jwtSecret: string;
  rateLimitLookupPerMinute: number;
  rateLimitSubmitPerHour: number;
};

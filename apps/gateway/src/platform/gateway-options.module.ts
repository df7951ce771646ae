import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { GatewayEnv } from '@warroom/config';
import { GATEWAY_OPTIONS, type GatewayOptions } from './gateway-options.js';

@Global()
@Module({})
export class GatewayOptionsModule {
  static forRoot(env: GatewayEnv, instance: string): DynamicModule {
    const options: GatewayOptions = {
      natsUrl: env.NATS_URL,
      instance,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      writeDeadlineMs: env.WRITE_DEADLINE_MS,
      webDist: env.WEB_DIST,
      jwtSecret: env.JWT_SECRET,
      rateLimitLookupPerMinute: env.RATE_LIMIT_LOOKUP_PER_MINUTE,
      rateLimitSubmitPerHour: env.RATE_LIMIT_SUBMIT_PER_HOUR,
      rateLimitTokenPerMinute: env.RATE_LIMIT_TOKEN_PER_MINUTE,
    };
    return {
      module: GatewayOptionsModule,
      providers: [{ provide: GATEWAY_OPTIONS, useValue: options }],
      exports: [GATEWAY_OPTIONS],
    };
  }
}

import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { GatewayEnv } from '@warroom/config';
import { AccessGuard } from './access/access.guard.js';
import { SessionCache } from './access/session-cache.js';
import { HeldStatuses } from './operations/held-statuses.js';
import { SessionStrategy } from './access/session.strategy.js';
import { AuthController } from './auth/auth.controller.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { AuditLogController } from './audit-log/audit-log.controller.js';
import { CalendarController } from './exports/calendar.controller.js';
import { ExportsController } from './exports/exports.controller.js';
import { HealthController } from './health/health.controller.js';
import { GatewayOptionsModule } from './platform/gateway-options.module.js';
import { RequestContextInterceptor } from './platform/request-context.interceptor.js';
import { declaredOperationsController } from './operations/operations.controller.js';
import { ServicesModule } from './services/services.module.js';

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv, instance: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DiscoveryModule,
        PassportModule,
        JwtModule.register({ secret: env.JWT_SECRET, signOptions: { algorithm: 'HS256' } }),
        GatewayOptionsModule.forRoot(env, instance),
        ServicesModule.forRoot(env.NATS_URL, instance),
      ],
      // The routes written by hand, then every other declared operation from its declaration.
      controllers: [
        HealthController,
        AuthController,
        AuditLogController,
        ExportsController,
        CalendarController,
        declaredOperationsController(),
      ],
      providers: [
        SessionCache,
        HeldStatuses,
        SessionStrategy,
        RateLimiter,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor },
      ],
    };
  }
}
